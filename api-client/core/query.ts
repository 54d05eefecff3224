import {
  onlineManager,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type keepPreviousData,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useApiClient } from '../api-client-provider';
import { offlineError } from './api-error';
import type { ApiClient } from './client';
import { withSignal } from './with-signal';

/**
 * What a screen may adjust on a query hook; the key and the call stay the hook's. `select`
 * derives what the component needs from the cached answer (the cache keeps the whole answer).
 */
export interface QueryOverrides<TData = unknown, TSelected = TData> {
  enabled?: boolean;
  staleTime?: number;
  refetchInterval?: number | false;
  select?: (data: TData) => TSelected;
  /**
   * React Query's keepPreviousData: while a new key (another page or sort) has no answer yet, the
   * previous key's answer stays on screen (isPlaceholderData says so), not a skeleton.
   */
  placeholderData?: typeof keepPreviousData;
  /**
   * React Query's retryOnMount: false for a part that only reads a call another part owns. Mounted
   * after that call failed, it shows the failure instead of calling again on its own; the owner's
   * "try again" on the owning part brings the answer to both.
   */
  retryOnMount?: boolean;
}

/** The second argument of a fetcher `(client, variables)`: what a mutation's mutate() takes. */
export type VariablesOf<F> = F extends (client: never, variables: infer V) => unknown ? V : never;

/** What a fetcher resolves with. */
export type DataOf<F> = F extends (...args: never[]) => Promise<infer D> ? D : never;

/** What a hook's query options may set besides key and call (staleTime per kind of data: config/api.ts STALE_TIME_MS). */
export interface CallQueryExtras {
  staleTime?: number;
  refetchInterval?: number | false;
  retry?: boolean | number;
}

/**
 * The query options of one backend call: its key, and the call made with React Query's abort
 * signal, so leaving the page (the last observer unmounting) cancels the request in flight.
 * `call` names the fetcher, so each area's options still say which call they make.
 */
export function callQueryOptions<TData, TKey extends QueryKey>(
  client: ApiClient,
  queryKey: TKey,
  call: (client: ApiClient) => Promise<TData>,
  extras: CallQueryExtras = {},
) {
  return queryOptions<TData, Error, TData, TKey>({
    queryKey,
    queryFn: ({ signal }) => call(withSignal(client, signal)),
    ...extras,
  });
}

/** How often useQuery retries when neither the hook nor the client says (React Query's default). */
const USE_QUERY_DEFAULT_RETRIES = 3;

/** What useCallQuery defers once a key has its answer (see there). */
const ANSWERED = Symbol('answered');

/**
 * A query hook's body: the site's client, the area's options, and the screen's overrides.
 * The first answer reaches the screen as a deferred value: React Query announces it through a
 * store, which React renders at once and in one piece; deferred, a section's content (often the
 * page's largest piece of work, such as the cars with their pictures) is rendered in the background
 * in small slices, so the page stays responsive as answers arrive (docs/performance.md#answers-in-slices).
 */
export function useCallQuery<TData, TKey extends QueryKey, TSelected = TData>(
  options: (client: ApiClient) => Omit<UseQueryOptions<TData, Error, TData, TKey>, 'select'>,
  overrides?: QueryOverrides<TData, TSelected>,
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = { ...options(client), ...overrides };
  // The call starts as the screen renders, not after: a page's sections render in the
  // background (see above) and would otherwise ask only once the whole page is drawn. What
  // React Query's usePrefetchQuery does, for a query that is enabled.
  // Unlike useQuery, a prefetch does not retry unless told: it gets the retries useQuery would.
  if (typeof window !== 'undefined' && query.enabled !== false && queryClient.getQueryState(query.queryKey) === undefined) {
    // Placeholder data is what an observer shows, not part of a fetch (prefetchQuery takes none).
    const { placeholderData: _placeholder, ...fetchOptions } = query;
    void queryClient.prefetchQuery({ ...fetchOptions, retry: queryClient.defaultQueryOptions(query).retry ?? USE_QUERY_DEFAULT_RETRIES });
  }
  const result = useQuery<TData, Error, TSelected, TKey>(query);
  // Only the first answer of a key is deferred (skeleton, or the placeholder such as the previous
  // page, to content: the large render); later changes (a save, a refetch) show at once, so a
  // form never compares with data a moment old. Once answered, what is deferred is a constant:
  // React Query returns a new result object on every render, and a deferred value that differs
  // on every render would cost every later render of the section a second one in the background.
  const answered = !result.isPending && !result.isPlaceholderData;
  const shown = useDeferredValue<typeof result | typeof ANSWERED>(answered ? ANSWERED : result);
  return shown === ANSWERED ? result : shown;
}

/** What a screen may pass to a mutation hook; the hook's own onSuccess runs first, then this one. */
export type MutationOverrides<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;

/** The options of a mutation hook that makes the call F. */
export type MutationOptionsOf<F> = MutationOverrides<DataOf<F>, VariablesOf<F>>;

/**
 * A mutation hook's body: the call, what the area updates in the cache when it succeeds
 * (`updateCache`, awaited, so the screen's onSuccess sees fresh data), then the screen's options.
 * While the browser is offline the call is not made: the mutation fails at once with an
 * ApiError of kind 'offline' (failureKey gives its sentence), and the screen, which keeps what
 * the owner typed on any failure, tells it (docs/product.md#offline).
 */
export function useCallMutation<TData, TVariables>(
  call: (client: ApiClient, variables: TVariables) => Promise<TData>,
  updateCache?: (queryClient: QueryClient, data: TData, variables: TVariables) => unknown,
  overrides: MutationOverrides<TData, TVariables> = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    ...overrides,
    mutationFn: (variables) => (onlineManager.isOnline() ? call(client, variables) : Promise.reject(offlineError(call.name))),
    onSuccess: async (data, variables, ...rest) => {
      await updateCache?.(queryClient, data, variables);
      return overrides.onSuccess?.(data, variables, ...rest);
    },
  });
}
