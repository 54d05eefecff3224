import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { usePageQuery } from '@/lib/routing/use-page-query';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { parsePointsQuery, pointsSearch, type PointsUrlState } from './loyalty-url';

/**
 * The Points tab's state from the rewards page's URL (see loyalty-url.ts), null until the page has
 * read the query (usePageQuery). The period replaces the history entry; switching tab adds one.
 * The tabs' links take their addresses from usePointsHref (RewardsTabs).
 */
export function usePointsUrl() {
  const router = useRouter();
  const state = usePageQuery(parsePointsQuery);
  const hrefOf = usePointsHref();
  const navigate = useCallback(
    (next: PointsUrlState, mode: 'push' | 'replace' = 'push') => {
      void router[mode](hrefOf(next), undefined, { shallow: true, scroll: false });
    },
    [router, hrefOf],
  );
  return { state, navigate };
}

/** The address of a state of the rewards page's tabs (the tabs' links, RewardsTabs). */
export function usePointsHref(): (next: PointsUrlState) => string {
  const routeHref = useRouteHref();
  return useCallback((next: PointsUrlState) => `${routeHref('rewards')}${pointsSearch(next)}`, [routeHref]);
}
