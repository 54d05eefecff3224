import type { SiteConfig } from '@/config/site-schema';
import { callUrl } from '@/api-client/core/call-url';
import { getLoyaltyAccount } from '@/api-client/loyalty/loyalty-api';
import type { EarlyCallPlan } from '@/lib/boot/early-calls-script';
import { POINTS_VIEW, VIEW_PARAM } from './loyalty-url';

/**
 * The call the Points tab's address starts with (lib/boot/early-calls.ts): the loyalty account, whose
 * balance is the tab's largest paint. For pages/_document.tsx, on the server.
 */
export function pointsEarlyCalls(site: SiteConfig): EarlyCallPlan[] {
  return [{ url: callUrl(site.apiUrl, getLoyaltyAccount), when: { param: VIEW_PARAM, value: POINTS_VIEW } }];
}
