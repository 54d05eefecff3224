import { CONSENT_STAND_IN, CONSENT_STAND_IN_DECLINED_KEY } from '@/config/analytics';
import { consentCookie } from './consent';
import { consentReopenRequested } from './scripts';

/**
 * Whether the local stand-in for the consent provider (CONSENT_STAND_IN) asks for the cookie choice
 * on this page: nothing is chosen yet (no Consented cookie, no decline kept), or the cookie page
 * asked to choose again. The stand-in opens on it; the consent-again prompt, whose turn comes after
 * the cookie choice's (docs/design.md#the-bottom-dock) but which can come before the stand-in has
 * mounted (after the page has loaded), waits folded on it from its first paint. Browser only.
 */
export function standInChoiceDue(): boolean {
  if (!CONSENT_STAND_IN) return false;
  return consentReopenRequested() || (!consentCookie.isSet() && window.localStorage.getItem(CONSENT_STAND_IN_DECLINED_KEY) === null);
}
