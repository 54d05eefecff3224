import { useRouter } from 'next/router';
import { useMemo, useSyncExternalStore } from 'react';

/** A page's query as the screens' parsers read it: a value per key (the last, where repeated). */
export type PageQuery = Record<string, string | undefined>;

const noChanges = () => () => undefined;

/**
 * A page's state read from its query (`parse`, a function kept the same between renders), from the
 * address bar; null while the static page hydrates (the server renders it without a query).
 *
 * Not the router's `query` and `isReady`: on these statically generated pages, which the proxy
 * rewrites, Next makes the router ready only with the route update it starts after hydration, and
 * in full end-to-end runs that update sometimes never reached the page, which then stayed on its
 * state before the query (the Points tab opened directly showed the rewards tab's outline, in two
 * of four runs). The router's own changes (shallow navigations, back and forward) re-render the
 * caller through useRouter, and the address bar is read again.
 */
export function usePageQuery<T>(parse: (query: PageQuery) => T): T | null {
  useRouter();
  const search = useSyncExternalStore(noChanges, () => location.search, () => null);
  return useMemo(() => (search === null ? null : parse(Object.fromEntries(new URLSearchParams(search)))), [search, parse]);
}
