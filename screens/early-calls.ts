import type { SiteConfig } from '@/config/site-schema';
import { pointsEarlyCalls } from '@/features/loyalty/early-calls';
import { newsEarlyCalls } from '@/features/news/early-calls';
import { rewardsEarlyCalls } from '@/features/rewards/early-calls';
import type { EarlyCallPlan } from '@/lib/early-calls-script';
import type { PageProps } from '@/lib/page/static-props';

/**
 * The calls a screen's static page sends early (lib/early-calls.ts): the screens whose largest
 * paint is the owner's data, not their frame or a remembered picture (home and the vehicles page,
 * lib/picture-hint.ts). The rewards page holds two screens, the rewards and the Points tab.
 */
export function earlyCallsOf(route: PageProps['route'], site: SiteConfig): EarlyCallPlan[] {
  switch (route) {
    case 'rewards':
      return [...rewardsEarlyCalls(site), ...pointsEarlyCalls(site)];
    case 'news':
      return newsEarlyCalls(site);
    default:
      return [];
  }
}
