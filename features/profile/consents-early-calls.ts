import type { SiteConfig } from '@/config/site-schema';
import { callUrl } from '@/api-client/core/call-url';
import { getConsents, getLatestConsents } from '@/api-client/consents/consents-api';
import type { EarlyCallPlan } from '@/lib/boot/early-calls-script';

/**
 * The owner's consents and their latest texts (GET consents, consents/latest), sent early
 * (lib/boot/early-calls.ts) on the page address `when` (without it, the page's plain address): the
 * consent tab's two calls, and the consent-again prompt's. For pages/_document.tsx, on the server.
 */
export function consentsEarlyCalls(site: SiteConfig, when?: EarlyCallPlan['when']): EarlyCallPlan[] {
  return [getConsents, getLatestConsents].map((call) => ({ url: callUrl(site.apiUrl, call), ...(when ? { when } : {}) }));
}

/**
 * The consent-again prompt's two calls (layouts/site-frame.tsx), sent early on the page address
 * `when`, after that address's own calls: on sites that ask for consent again only. For an address
 * whose largest paint is the prompt (the Points tab, screens/rewards.boot.ts).
 */
export function consentAgainEarlyCalls(site: SiteConfig, when: NonNullable<EarlyCallPlan['when']>): EarlyCallPlan[] {
  return site.mustConsentAgain ? consentsEarlyCalls(site, when) : [];
}
