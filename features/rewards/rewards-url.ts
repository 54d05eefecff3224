import { REWARD_PARAM, REWARD_TAB_PARAM, REWARD_VEHICLE_TAB } from '@/lib/routing/screen-links';
import type { PageQuery } from '@/lib/routing/use-page-query';

/**
 * What the rewards page keeps in its URL, so a filtered list or an open reward can be shared and
 * reloaded: the page stays one statically generated page per site and language, and the state
 * rides in query parameters.
 *   ?tab=vehicle                       the "for your vehicle" tab (only with hasVehicleTab)
 *   ?category=lifestyle&subcategory=x  filters of the "for you" group
 *   ?vehicleCategory=…&vehicleSubcategory=…  filters of the "for your vehicle" group
 *   ?reward=<id>                       the open reward
 */
export type RewardGroupKey = 'forYou' | 'forVehicle';

export interface GroupFilters {
  category?: string;
  subCategory?: string;
}

export interface RewardsUrlState {
  tab: RewardGroupKey;
  filters: Record<RewardGroupKey, GroupFilters>;
  reward?: string;
}

const PARAMS: Record<RewardGroupKey, { category: string; subCategory: string }> = {
  forYou: { category: 'category', subCategory: 'subcategory' },
  forVehicle: { category: 'vehicleCategory', subCategory: 'vehicleSubcategory' },
};

/** The rewards page's state from its query (usePageQuery); an empty value counts as none. */
export function parseRewardsQuery(query: PageQuery): RewardsUrlState {
  const group = (key: RewardGroupKey): GroupFilters => ({
    category: query[PARAMS[key].category] || undefined,
    subCategory: query[PARAMS[key].subCategory] || undefined,
  });
  return {
    tab: query[REWARD_TAB_PARAM] === REWARD_VEHICLE_TAB ? 'forVehicle' : 'forYou',
    filters: { forYou: group('forYou'), forVehicle: group('forVehicle') },
    reward: query[REWARD_PARAM] || undefined,
  };
}

/** The query string of a state ('' for the plain list), in a stable order. */
export function rewardsSearch(state: RewardsUrlState): string {
  const params = new URLSearchParams();
  if (state.tab === 'forVehicle') params.set(REWARD_TAB_PARAM, REWARD_VEHICLE_TAB);
  for (const key of ['forYou', 'forVehicle'] as const) {
    const { category, subCategory } = state.filters[key];
    if (category) params.set(PARAMS[key].category, category);
    if (subCategory) params.set(PARAMS[key].subCategory, subCategory);
  }
  if (state.reward) params.set(REWARD_PARAM, state.reward);
  const text = params.toString();
  return text ? `?${text}` : '';
}
