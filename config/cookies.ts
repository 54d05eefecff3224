import { CONSENT_COOKIE_NAME } from './analytics';
import { REFRESH_COOKIE_NAME, REFRESH_TOKEN_LIFETIME_SECONDS } from './auth';
import type { SiteConfig } from './site-schema';

export type CookieCategory = 'necessary' | 'analytics';
export type CookieLifetime = { unit: 'days' | 'months' | 'years'; count: number };

/** Who sets a cookie: the portal itself, or a tool a site file switches on. */
export type CookieTool = 'portal' | 'googleAnalytics' | 'clarity';

export interface PortalCookie {
  /** The name as the browser shows it; {container} stands for the site's GA4 id without "G-". */
  name: string;
  /** Key of its purpose under legal:cookies.items. */
  purpose: 'refreshToken' | 'consent' | 'analyticsId' | 'analyticsSession' | 'clarityId' | 'claritySession' | 'clarityBrowser' | 'clarityMicrosoft';
  category: CookieCategory;
  lifetime: CookieLifetime;
  tool: CookieTool;
}

/**
 * Every cookie the portal and the tools a site can switch on set, as the cookie page lists them.
 * Analytics cookies are set only after the owner consents; a new cookie (or tool) belongs here, or
 * the cookie page tells less than the truth. Microsoft Clarity's are those Microsoft documents for
 * its tag: two on the site's own domain and two on Clarity's.
 */
export const PORTAL_COOKIES: readonly PortalCookie[] = [
  { name: REFRESH_COOKIE_NAME, purpose: 'refreshToken', category: 'necessary', lifetime: { unit: 'days', count: REFRESH_TOKEN_LIFETIME_SECONDS / 86_400 }, tool: 'portal' },
  { name: CONSENT_COOKIE_NAME, purpose: 'consent', category: 'necessary', lifetime: { unit: 'months', count: 12 }, tool: 'portal' },
  { name: '_ga', purpose: 'analyticsId', category: 'analytics', lifetime: { unit: 'years', count: 2 }, tool: 'googleAnalytics' },
  { name: '_ga_{container}', purpose: 'analyticsSession', category: 'analytics', lifetime: { unit: 'years', count: 2 }, tool: 'googleAnalytics' },
  { name: '_clck', purpose: 'clarityId', category: 'analytics', lifetime: { unit: 'years', count: 1 }, tool: 'clarity' },
  { name: '_clsk', purpose: 'claritySession', category: 'analytics', lifetime: { unit: 'days', count: 1 }, tool: 'clarity' },
  { name: 'CLID', purpose: 'clarityBrowser', category: 'analytics', lifetime: { unit: 'years', count: 1 }, tool: 'clarity' },
  { name: 'MUID', purpose: 'clarityMicrosoft', category: 'analytics', lifetime: { unit: 'years', count: 1 }, tool: 'clarity' },
];

/** The tools a site switches on in its file: Google Analytics with a gaTag, Clarity with a clarityProjectId. */
export function cookieToolsOf(site: Pick<SiteConfig, 'gaTag' | 'clarityProjectId'>): CookieTool[] {
  return ['portal', ...(site.gaTag ? ['googleAnalytics' as const] : []), ...(site.clarityProjectId ? ['clarity' as const] : [])];
}

/** The cookies a site's visitors can get: the portal's own and those of each tool the site switches on. */
export function cookiesOfSite(site: Pick<SiteConfig, 'gaTag' | 'clarityProjectId'>): PortalCookie[] {
  const tools = new Set(cookieToolsOf(site));
  return PORTAL_COOKIES.filter((cookie) => tools.has(cookie.tool));
}
