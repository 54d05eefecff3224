import type { RouteKey } from '@/config/routes';
import type { SiteConfig } from '@/config/site-schema';
import { callUrl } from '@/api-client/core/call-url';
import { getConsents, getLatestConsents } from '@/api-client/consents/consents-api';
import { pointsEarlyCalls } from '@/features/loyalty/early-calls';
import { newsEarlyCalls } from '@/features/news/early-calls';
import { rewardsEarlyCalls } from '@/features/rewards/early-calls';
import type { EarlyCallPlan } from '@/lib/early-calls-script';

/**
 * The calls a screen's static page sends early (lib/early-calls.ts): the screens whose largest
 * paint is the owner's data, not their frame or a remembered picture (home and the vehicles page,
 * lib/picture-hint.ts). The rewards page holds two screens, the rewards and the Points tab.
 */
export function earlyCallsOf(route: RouteKey | 'maintenance', site: SiteConfig): EarlyCallPlan[] {
  switch (route) {
    case 'rewards':
      return [...rewardsEarlyCalls(site), ...pointsEarlyCalls(site), ...frameEarlyCalls(site)];
    case 'news':
      return [...newsEarlyCalls(site), ...frameEarlyCalls(site)];
    default:
      return [];
  }
}

/** On sites that ask for consent again, the prompt's two calls (layouts/site-frame.tsx), on any address, after the screen's. */
function frameEarlyCalls(site: SiteConfig): EarlyCallPlan[] {
  if (!site.mustConsentAgain) return [];
  return [getConsents, getLatestConsents].map((call) => ({ url: callUrl(site.apiUrl, call), when: 'any' as const }));
}
