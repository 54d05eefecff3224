import { isDay, isRangePreset, type DateRangeChoice } from '@/lib/date-range-choice';
import type { PageQuery } from '@/lib/routing/use-page-query';

/**
 * What the rewards page keeps in its URL for the Points tab, beside the rewards' own parameters
 * (features/rewards/rewards-url.ts), so a period can be shared and survives a reload:
 *   ?view=points                             the Points tab
 *   &period=this-year                        a preset (last-3-months is the default and left out)
 *   &period=custom&from=2026-01-01&to=2026-03-31
 */
export type RewardsPageView = 'rewards' | 'points';

/** The query parameter of the rewards page's tab, and its value for the Points tab. */
export const VIEW_PARAM = 'view';
export const POINTS_VIEW = 'points';

export interface PointsUrlState {
  view: RewardsPageView;
  range: DateRangeChoice;
}

export function parsePointsQuery(query: PageQuery): PointsUrlState {
  const { period, from, to } = query;
  return {
    view: query[VIEW_PARAM] === POINTS_VIEW ? 'points' : 'rewards',
    range: {
      preset: isRangePreset(period) ? period : 'last-3-months',
      from: isDay(from) ? from : undefined,
      to: isDay(to) ? to : undefined,
    },
  };
}

/** The query string of a state ('' for the rewards tab), in a stable order. */
export function pointsSearch(state: PointsUrlState): string {
  if (state.view !== 'points') return '';
  const params = new URLSearchParams({ [VIEW_PARAM]: POINTS_VIEW });
  if (state.range.preset !== 'last-3-months') params.set('period', state.range.preset);
  if (state.range.preset === 'custom') {
    if (state.range.from) params.set('from', state.range.from);
    if (state.range.to) params.set('to', state.range.to);
  }
  return `?${params.toString()}`;
}
