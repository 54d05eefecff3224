import { parsePointsQuery } from '@/features/loyalty/loyalty-url';
import { parseRewardsQuery } from '@/features/rewards/rewards-url';
import type { Screen } from '@/lib/analytics/tracker';
import { ARTICLE_PARAM } from '@/lib/routing/screen-links';

/**
 * The screen analytics counts for the page at `route` with the query `search`
 * (docs/product.md#analytics), without its location. A view that a page keeps in its query is a
 * screen of its own, named by the route key and the view:
 *   rewards/reward   an opened reward (?reward=)        news/article   an opened article (?article=)
 *   rewards/points   the Points tab (?view=points)       rewards/filter a filtered list of rewards
 *   rewards/vehicle  the "for your vehicle" tab
 * Any other page is its route key. The key (never sent) tells one reward, article or filter from
 * another, so opening a second one counts again.
 */
export function screenOf(route: string, search: string): Omit<Screen, 'location'> {
  const query = Object.fromEntries(new URLSearchParams(search));
  const view = (name: string, key: string = name) => ({ name: `${route}/${name}`, key: `${route}/${key}` });
  if (route === 'news' && query[ARTICLE_PARAM]) return view('article', `article:${query[ARTICLE_PARAM]}`);
  if (route === 'rewards') {
    const rewards = parseRewardsQuery(query);
    if (rewards.reward) return view('reward', `reward:${rewards.reward}`);
    if (parsePointsQuery(query).view === 'points') return view('points');
    const { category, subCategory } = rewards.filters[rewards.tab];
    if (category || subCategory) return view('filter', `filter:${rewards.tab}:${category ?? ''}:${subCategory ?? ''}`);
    if (rewards.tab === 'forVehicle') return view('vehicle');
  }
  return { name: route, key: route };
}
