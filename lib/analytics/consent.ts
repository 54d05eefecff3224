import Cookies from 'js-cookie';
import { CONSENT_COOKIE_LIFETIME_DAYS, CONSENT_COOKIE_NAME, CONSENT_POLL_INTERVAL_MS } from '@/config/analytics';

/**
 * The browser's consent cookie (docs/product.md#constants): consent is granted while a cookie
 * named Consented exists, whatever its value (each provider writes its own). Read and written
 * with js-cookie, which parses and encodes the cookie string the way browsers do.
 */
export const consentCookie = {
  isSet: (): boolean => Cookies.get(CONSENT_COOKIE_NAME) !== undefined,
  /** What the local stand-in for the provider writes when the visitor accepts. */
  grant: (): void => {
    Cookies.set(CONSENT_COOKIE_NAME, '1', { path: '/', expires: CONSENT_COOKIE_LIFETIME_DAYS, sameSite: 'Lax' });
  },
  withdraw: (): void => {
    Cookies.remove(CONSENT_COOKIE_NAME, { path: '/' });
  },
};

export interface ConsentWatcherOptions {
  /** Whether consent is granted now (consentCookie.isSet in the browser). */
  isGranted: () => boolean;
  /** Called with the first state (false before any check finds the cookie) and on every change. */
  onChange: (granted: boolean) => void;
  intervalMs?: number;
}

/**
 * Checks for the consent cookie every second (docs/product.md#constants) and reports changes:
 * granted when it appears, denied when it goes. The default is denied. Returns a stop function.
 */
export function watchConsent({ isGranted, onChange, intervalMs = CONSENT_POLL_INTERVAL_MS }: ConsentWatcherOptions): () => void {
  let granted = false;
  const check = () => {
    const now = isGranted();
    if (now !== granted) {
      granted = now;
      onChange(granted);
    }
  };
  check();
  const timer = setInterval(check, intervalMs);
  return () => clearInterval(timer);
}
