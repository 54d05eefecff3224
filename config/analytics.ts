/**
 * Analytics, consent and app-banner constants (docs/product.md#constants), in one place.
 */

/** Consent is granted while a cookie with this name exists (set by the site's consent provider). */
export const CONSENT_COOKIE_NAME = 'Consented';
/** How long the local stand-in's consent cookie lasts (the cookie page says 12 months: config/cookies.ts). */
export const CONSENT_COOKIE_LIFETIME_DAYS = 365;
/** How often the consent cookie is checked. */
export const CONSENT_POLL_INTERVAL_MS = 1000;
/** Google's consent mode waits this long for an update after the default (denied) is set. */
export const CONSENT_DEFAULT_WAIT_MS = 1500;

/**
 * The query parameter of the portal's own e-mail campaigns (docs/product.md#analytics): every link
 * of a campaign e-mail carries it (`?ecid=2026-11-winter-tyres`), naming the campaign, never the
 * recipient. Kept in analytics' page_location with the other campaign parameters below.
 */
export const EMAIL_CAMPAIGN_PARAM = 'ecid';

/**
 * The query parameters page_location keeps (docs/product.md#analytics): Google's campaign
 * parameters (every `utm_*`), its click ids, and the e-mail campaign's. Every other parameter
 * (reward=, article=, a customer id, an e-mail address, a token, a filter) is left out.
 */
export const CAMPAIGN_PARAM_PREFIX = 'utm_';
export const CAMPAIGN_PARAMS: readonly string[] = ['gclid', 'gbraid', 'wbraid', EMAIL_CAMPAIGN_PARAM];

/** Where Google's tag and Microsoft Clarity's tag are loaded from, once consent is granted. */
export const GA_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';
export const CLARITY_SCRIPT_URL = 'https://www.clarity.ms/tag/';

/**
 * The consent providers' loader scripts. A site's cookieData becomes data-* attributes of the
 * script tag (e.g. culture=DA → data-culture="DA"), and its cookiePageType data-page-type.
 */
export const CONSENT_PROVIDER_SCRIPTS = {
  cookieinformation: 'https://policy.app.cookieinformation.com/uc.js',
  onecookie: 'https://cdn.onecookie.io/consent/loader.js',
} as const;

/**
 * The consent providers' cookie declarations: the script that draws the provider's own list of the
 * site's cookies where the cookie page puts it, on sites with cookiePageType 'declaration'
 * (features/legal/cookie-declaration.tsx). The site's cookieData goes along as data-* attributes
 * (Cookie Information: culture; OneCookie: domainId), as for the loader.
 */
export const COOKIE_DECLARATION_SCRIPTS = {
  cookieinformation: { src: 'https://policy.app.cookieinformation.com/cid.js', id: 'CookiePolicy' },
  onecookie: { src: 'https://cdn.onecookie.io/consent/declaration.js', id: 'OneCookieDeclaration' },
} as const;

/**
 * How long the cookie page waits for the provider's declaration to draw before it shows the
 * portal's own table instead (the script failed, is blocked, or drew nothing).
 */
export const COOKIE_DECLARATION_TIMEOUT_MS = 6000;

/**
 * Hosts the analytics and consent scripts talk to (the security headers and the end-to-end tests
 * use this list).
 */
export const ANALYTICS_HOSTS = [
  'www.googletagmanager.com',
  'www.google-analytics.com',
  'region1.google-analytics.com',
  'www.clarity.ms',
  'c.clarity.ms',
  'policy.app.cookieinformation.com',
  'cdn.onecookie.io',
] as const;

/**
 * In dev, demo and tests no third-party script may load: a local stand-in banner sets and removes
 * the consent cookie instead of the site's provider. Inlined at build time; the stack script sets
 * it (see .env.example).
 */
export const CONSENT_STAND_IN = process.env.NEXT_PUBLIC_CONSENT_STAND_IN === '1';

/** localStorage key where the local consent stand-in remembers a "no" (a "yes" is the consent cookie itself). */
export const CONSENT_STAND_IN_DECLINED_KEY = 'consent-stand-in-declined';

/** localStorage key remembering that the owner dismissed the smart app banner (per site). */
export const SMART_BANNER_DISMISSED_KEY = 'smart-app-banner-dismissed';
