import type { SiteConfig } from '@/config/site-schema';
import { callUrl } from '@/api-client/core/call-url';
import { getConsents, getLatestConsents } from '@/api-client/consents/consents-api';
import type { EarlyCallPlan } from '@/lib/boot/early-calls-script';

/**
 * The consent-again prompt's two calls (layouts/site-frame.tsx), sent early (lib/boot/early-calls.ts) on
 * the page address `when`, after that address's own calls: on sites that ask for consent again
 * only. For an address whose largest paint is the prompt (the Points tab, screens/rewards.boot.ts).
 * For pages/_document.tsx, on the server.
 */
export function consentAgainEarlyCalls(site: SiteConfig, when: NonNullable<EarlyCallPlan['when']>): EarlyCallPlan[] {
  if (!site.mustConsentAgain) return [];
  return [getConsents, getLatestConsents].map((call) => ({ url: callUrl(site.apiUrl, call), when }));
}
