import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { usePageQuery } from '@/lib/routing/use-page-query';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { parseRewardsQuery, rewardsSearch, type RewardsUrlState } from './rewards-url';

/**
 * The rewards page's state from its URL (see rewards-url.ts), null until the page has read the
 * query (usePageQuery: a static page renders before that). Changes are shallow: the page stays, the URL changes.
 */
export function useRewardsUrl() {
  const router = useRouter();
  const routeHref = useRouteHref();
  const state = usePageQuery(parseRewardsQuery);

  const hrefOf = useCallback((next: RewardsUrlState) => `${routeHref('rewards')}${rewardsSearch(next)}`, [routeHref]);

  /** Filters replace the entry (back leaves the page); opening a reward or a tab adds one. */
  const navigate = useCallback(
    (next: RewardsUrlState, mode: 'push' | 'replace' = 'push') => {
      void router[mode](hrefOf(next), undefined, { shallow: true, scroll: mode === 'push' });
    },
    [router, hrefOf],
  );

  return { state, hrefOf, navigate };
}
