import { CONSENT_COOKIE_NAME } from './analytics';
import { REFRESH_COOKIE_NAME, REFRESH_TOKEN_LIFETIME_SECONDS } from './auth';

export type CookieCategory = 'necessary' | 'analytics';
export type CookieLifetime = { unit: 'days' | 'months' | 'years'; count: number };

export interface PortalCookie {
  /** The name as the browser shows it; {container} stands for the site's GA4 id without "G-". */
  name: string;
  /** Key of its purpose under legal:cookies.items. */
  purpose: 'refreshToken' | 'consent' | 'analyticsId' | 'analyticsSession';
  category: CookieCategory;
  lifetime: CookieLifetime;
}

/**
 * Every cookie the portal sets, as the cookie page lists it. Analytics cookies are set only after
 * the owner consents; a new cookie belongs here, or the cookie page tells less than the truth.
 */
export const PORTAL_COOKIES: readonly PortalCookie[] = [
  { name: REFRESH_COOKIE_NAME, purpose: 'refreshToken', category: 'necessary', lifetime: { unit: 'days', count: REFRESH_TOKEN_LIFETIME_SECONDS / 86_400 } },
  { name: CONSENT_COOKIE_NAME, purpose: 'consent', category: 'necessary', lifetime: { unit: 'months', count: 12 } },
  { name: '_ga', purpose: 'analyticsId', category: 'analytics', lifetime: { unit: 'years', count: 2 } },
  { name: '_ga_{container}', purpose: 'analyticsSession', category: 'analytics', lifetime: { unit: 'years', count: 2 } },
];
