/*
 * The query parameters by which one screen links into another's state: an open reward on the
 * rewards page, an open article on the news page. The pages that read them
 * (features/rewards/rewards-url.ts, features/news/use-article-url.ts) and home, which links to
 * them, share these names here, as features never import each other.
 */
export const REWARD_TAB_PARAM = 'tab';
/** REWARD_TAB_PARAM's value for the "for your vehicle" tab (sites with hasVehicleTab). */
export const REWARD_VEHICLE_TAB = 'vehicle';
export const REWARD_PARAM = 'reward';
export const ARTICLE_PARAM = 'article';

/** The rewards page's query string of one reward, shown in its group's tab. */
export function rewardLinkSearch(rewardId: string, vehicleTab: boolean): string {
  const params = new URLSearchParams();
  if (vehicleTab) params.set(REWARD_TAB_PARAM, REWARD_VEHICLE_TAB);
  params.set(REWARD_PARAM, rewardId);
  return `?${params}`;
}

/** The news page's query string of one article. */
export function articleLinkSearch(articleId: string): string {
  return `?${new URLSearchParams({ [ARTICLE_PARAM]: articleId })}`;
}
