import { CONSENT_COOKIE_NAME, CONSENT_POLL_INTERVAL_MS } from '@/config/analytics';

/** True when the cookie string (document.cookie) holds a cookie named Consented, whatever its value. */
export function hasConsentCookie(cookieString: string): boolean {
  return cookieString.split(';').some((part) => part.split('=')[0]?.trim() === CONSENT_COOKIE_NAME);
}

export interface ConsentWatcherOptions {
  /** Reads the current cookies (document.cookie in the browser). */
  readCookies: () => string;
  /** Called with the first state (false before any check finds the cookie) and on every change. */
  onChange: (granted: boolean) => void;
  intervalMs?: number;
}

/**
 * Checks for the consent cookie every second (docs/product.md#constants) and reports changes:
 * granted when it appears, denied when it goes. The default is denied. Returns a stop function.
 */
export function watchConsent({ readCookies, onChange, intervalMs = CONSENT_POLL_INTERVAL_MS }: ConsentWatcherOptions): () => void {
  let granted = false;
  const check = () => {
    const now = hasConsentCookie(readCookies());
    if (now !== granted) {
      granted = now;
      onChange(granted);
    }
  };
  check();
  const timer = setInterval(check, intervalMs);
  return () => clearInterval(timer);
}
