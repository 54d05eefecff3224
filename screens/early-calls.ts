import type { SiteConfig } from '@/config/site-schema';
import { pointsEarlyCalls } from '@/features/loyalty/early-calls';
import { POINTS_VIEW, VIEW_PARAM } from '@/features/loyalty/loyalty-url';
import { newsEarlyCalls } from '@/features/news/early-calls';
import { consentAgainEarlyCalls } from '@/features/profile/consent-again-early-calls';
import { rewardsEarlyCalls } from '@/features/rewards/early-calls';
import type { EarlyCallPlan } from '@/lib/boot/early-calls-script';
import type { PageProps } from '@/lib/page/static-props';

/**
 * The calls a screen's static page sends early (lib/boot/early-calls.ts): the screens whose largest
 * paint is the owner's data, not their frame or a remembered picture (home and the vehicles page,
 * lib/boot/picture-hint.ts). The rewards page holds two screens, the rewards and the Points tab. On a
 * site that asks for consent again, the Points tab's largest paint is the prompt's text (larger
 * than the tab's figures), so its address also sends the prompt's two calls, after the tab's own,
 * and the rewards page lists the prompt's code among its scripts
 * (ConsentAgainCodeInPage, layouts/site-frame.tsx). The prompt then draws as the page opens, not
 * after its code and calls have come, behind the tab's.
 */
export function earlyCallsOf(route: PageProps['route'], site: SiteConfig): EarlyCallPlan[] {
  switch (route) {
    case 'rewards':
      return [
        ...rewardsEarlyCalls(site),
        ...pointsEarlyCalls(site),
        ...consentAgainEarlyCalls(site, { param: VIEW_PARAM, value: POINTS_VIEW }),
      ];
    case 'news':
      return newsEarlyCalls(site);
    default:
      return [];
  }
}
