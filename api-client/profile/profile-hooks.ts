import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { STALE_TIME_MS } from '@/config/api';
import type { ApiClient } from '../core/client';
import { queryRetryDelay, shouldRetryQuery } from '../core/query-client';
import { retryCall } from '../core/retry-call';
import {
  callQueryOptions,
  useCallMutation,
  useCallQuery,
  type DataOf,
  type MutationOptionsOf,
  type MutationOverrides,
  type QueryOverrides,
  type VariablesOf,
} from '../core/query';
import {
  deleteProfile,
  getInvite,
  getNotifications,
  getProfile,
  getProfileStatus,
  getUnsubscribe,
  markNotificationRead,
  updateDeviceToken,
  updateProfile,
} from './profile-api';
import { profileKeys } from './profile-keys';

type Profile = DataOf<typeof getProfile>;

/**
 * The profile decides whether the owner is signed in (docs/product.md#auth-and-session). Not retried by itself: a refusal
 * ends the session, and an outage is shown at once as an error with a retry button (the route
 * guard), not after a row of silent retries.
 */
export function profileQueryOptions(client: ApiClient) {
  return callQueryOptions(client, profileKeys.profile(), getProfile, { retry: false, staleTime: STALE_TIME_MS.profile });
}

export function useProfile<T = Profile>(overrides?: QueryOverrides<Profile, T>) {
  return useCallQuery(profileQueryOptions, overrides);
}

export function useUpdateProfile(options?: MutationOptionsOf<typeof updateProfile>) {
  return useCallMutation(
    updateProfile,
    (queryClient, profile) => queryClient.setQueryData(profileKeys.profile(), profile),
    options,
  );
}

/** After deleting, the auth layer signs the owner out; the profile query is dropped, not refetched. */
export function useDeleteProfile(options?: MutationOverrides<DataOf<typeof deleteProfile>, void>) {
  return useCallMutation<DataOf<typeof deleteProfile>, void>(
    (client) => deleteProfile(client),
    (queryClient) => queryClient.removeQueries({ queryKey: profileKeys.profile() }),
    options,
  );
}

export function profileStatusQueryOptions(client: ApiClient, query: VariablesOf<typeof getProfileStatus>) {
  return callQueryOptions(client, profileKeys.status(query), (c) => getProfileStatus(c, query));
}

export function useProfileStatus<T = DataOf<typeof getProfileStatus>>(
  query: VariablesOf<typeof getProfileStatus>,
  overrides?: QueryOverrides<DataOf<typeof getProfileStatus>, T>,
) {
  return useCallQuery((client) => profileStatusQueryOptions(client, query), overrides);
}

export function notificationsQueryOptions(client: ApiClient) {
  return callQueryOptions(client, profileKeys.notifications(), getNotifications);
}

export function useNotifications<T = DataOf<typeof getNotifications>>(
  overrides?: QueryOverrides<DataOf<typeof getNotifications>, T>,
) {
  return useCallQuery(notificationsQueryOptions, overrides);
}

type Notifications = DataOf<typeof getNotifications>;

/** Shows the notifications with these ids as read or unread in the list (and so in the header's count). */
async function showRead(queryClient: QueryClient, ids: ReadonlySet<string>, read: boolean) {
  // A refetch in flight would put back what it read before the change.
  await queryClient.cancelQueries({ queryKey: profileKeys.notifications() });
  queryClient.setQueryData(profileKeys.notifications(), (list: Notifications | undefined) =>
    list?.map((item) => (ids.has(item.id) ? { ...item, read } : item)),
  );
}

/** The backend's answers put into the list. */
function replaceNotifications(queryClient: QueryClient, answers: readonly Notifications[number][]) {
  const byId = new Map(answers.map((item) => [item.id, item]));
  queryClient.setQueryData(profileKeys.notifications(), (list: Notifications | undefined) => list?.map((item) => byId.get(item.id) ?? item));
}

/**
 * Marking read is idempotent (api-client/openapi.yaml): unlike other changes, a call that got no
 * answer or a 5xx is tried again, as a query is (twice, 0.5 s and 1 s apart).
 */
const RETRY_MARK_READ = { retry: shouldRetryQuery, retryDelay: queryRetryDelay };

/**
 * Opening a notification marks it read: the list and the header's unread count (which reads it)
 * show it read at once; if the backend still refuses after its retries, it is unread again, and the
 * screen's onError says so.
 */
export function useMarkNotificationRead(options: MutationOptionsOf<typeof markNotificationRead> = {}) {
  const queryClient = useQueryClient();
  return useCallMutation(markNotificationRead, (cache, notification) => replaceNotifications(cache, [notification]), {
    ...RETRY_MARK_READ,
    ...options,
    onMutate: async (variables) => {
      await showRead(queryClient, new Set([variables.notificationId]), true);
    },
    onError: async (error, variables, ...rest) => {
      await showRead(queryClient, new Set([variables.notificationId]), false);
      return options.onError?.(error, variables, ...rest);
    },
  });
}

/** What "mark all as read" achieved: the notifications now read, and the ids the backend did not mark. */
export interface MarkAllResult {
  read: Notifications;
  failed: string[];
}

/**
 * "Mark all as read": every unread notification marked with the one call the contract has, side
 * by side, each tried again as useMarkNotificationRead's is. All show read at once; the ones the
 * backend did not mark are unread again afterwards (`failed`), so nothing claims to be read that is not.
 */
export function useMarkAllNotificationsRead(options: MutationOverrides<MarkAllResult, { notificationIds: string[] }> = {}) {
  const queryClient = useQueryClient();
  return useCallMutation<MarkAllResult, { notificationIds: string[] }>(
    async (client, { notificationIds }) => {
      const results = await Promise.allSettled(
        notificationIds.map((notificationId) => retryCall(() => markNotificationRead(client, { notificationId }), RETRY_MARK_READ)),
      );
      return {
        read: results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
        failed: notificationIds.filter((_, index) => results[index]!.status === 'rejected'),
      };
    },
    async (cache, { read, failed }) => {
      replaceNotifications(cache, read);
      if (failed.length > 0) await showRead(cache, new Set(failed), false);
    },
    {
      ...options,
      onMutate: async (variables) => {
        await showRead(queryClient, new Set(variables.notificationIds), true);
      },
      onError: async (error, variables, ...rest) => {
        await showRead(queryClient, new Set(variables.notificationIds), false);
        return options.onError?.(error, variables, ...rest);
      },
    },
  );
}

export function inviteQueryOptions(client: ApiClient, params: VariablesOf<typeof getInvite>) {
  return callQueryOptions(client, profileKeys.invite(params.customerId), (c) => getInvite(c, params));
}

export function useInvite<T = DataOf<typeof getInvite>>(
  params: VariablesOf<typeof getInvite>,
  overrides?: QueryOverrides<DataOf<typeof getInvite>, T>,
) {
  return useCallQuery((client) => inviteQueryOptions(client, params), overrides);
}

/** A GET that unsubscribes (an email link's target): run once per page visit, never refetched. */
export function unsubscribeQueryOptions(client: ApiClient, params: VariablesOf<typeof getUnsubscribe>) {
  return callQueryOptions(client, profileKeys.unsubscribe(params.customerId), (c) => getUnsubscribe(c, params), {
    staleTime: STALE_TIME_MS.once,
  });
}

export function useUnsubscribe<T = DataOf<typeof getUnsubscribe>>(
  params: VariablesOf<typeof getUnsubscribe>,
  overrides?: QueryOverrides<DataOf<typeof getUnsubscribe>, T>,
) {
  return useCallQuery((client) => unsubscribeQueryOptions(client, params), overrides);
}

export function useUpdateDeviceToken(
  options?: MutationOptionsOf<typeof updateDeviceToken>,
) {
  return useCallMutation(updateDeviceToken, undefined, options);
}
