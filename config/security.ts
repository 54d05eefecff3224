/**
 * What the Content-Security-Policy allows besides the portal's own origin, per third party, in one
 * place (lib/security/security-headers.ts builds every site's policy from these and the site file).
 * Hosts follow each vendor's published CSP guidance; when a vendor's script starts loading from a
 * new host, the end-to-end header test (which watches the console for violations) and this list
 * change together.
 */

import { COOKIE_DECLARATION_SCRIPTS } from './analytics';

export interface ThirdPartySources {
  /**
   * Script hosts, used by `next dev`'s policy only: a built page's policy lists no script host and
   * runs what its hashed scripts add ('strict-dynamic'), which is how every third party's script
   * arrives (lib/analytics/scripts.ts, features/legal/cookie-declaration.tsx).
   */
  script?: readonly string[];
  connect?: readonly string[];
  img?: readonly string[];
  style?: readonly string[];
  frame?: readonly string[];
}

/** Google Analytics 4 (gtag.js), only on a site with a gaTag. */
export const GA_SOURCES: ThirdPartySources = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
};

/** Microsoft Clarity, only on a site with a clarityProjectId: the tag on www, the recorder on scripts. */
export const CLARITY_SOURCES: ThirdPartySources = {
  script: ['https://www.clarity.ms', 'https://scripts.clarity.ms'],
  connect: ['https://*.clarity.ms'],
  img: ['https://*.clarity.ms'],
};

/** The consent providers (config/analytics.ts CONSENT_PROVIDER_SCRIPTS): their loader, its styles, its consent log. */
export const CONSENT_PROVIDER_SOURCES = {
  cookieinformation: {
    script: ['https://policy.app.cookieinformation.com'],
    connect: ['https://policy.app.cookieinformation.com', 'https://consent.app.cookieinformation.com'],
    img: ['https://policy.app.cookieinformation.com'],
    style: ['https://policy.app.cookieinformation.com'],
  },
  onecookie: {
    script: ['https://cdn.onecookie.io'],
    connect: ['https://cdn.onecookie.io', 'https://api.onecookie.io'],
    img: ['https://cdn.onecookie.io'],
    style: ['https://cdn.onecookie.io'],
  },
} as const satisfies Record<string, ThirdPartySources>;

/**
 * A consent provider's cookie declaration script (config/analytics.ts COOKIE_DECLARATION_SCRIPTS),
 * listed in `next dev`'s policy on a site whose cookie page shows it (cookiePageType 'declaration')
 * and nowhere else: that one file, even where the local consent stand-in keeps the provider's
 * loader out. A built page lists no script host: the cookie page's code adds the script.
 */
export const COOKIE_DECLARATION_SOURCES = {
  cookieinformation: { script: [COOKIE_DECLARATION_SCRIPTS.cookieinformation.src] },
  onecookie: { script: [COOKIE_DECLARATION_SCRIPTS.onecookie.src] },
} as const satisfies Record<string, ThirdPartySources>;

/** HSTS on answers served over https: two years, subdomains included (docs/product.md#constants). */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

/** Referrer-Policy of every answer. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * Permissions-Policy of every answer: geolocation for this origin only (the dealer finder's "near
 * me"), every other powerful feature off.
 */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/**
 * Headers Next or the proxy use internally to route a request, which a browser must never see
 * (they tell a stranger how the sites are laid out, e.g. `x-nextjs-rewritten-path:
 * /aurora-dk/da/login`): every header with one of these prefixes, and these names.
 */
export const INTERNAL_HEADER_PREFIXES = ['x-middleware-', 'x-nextjs-'] as const;
export const INTERNAL_HEADER_NAMES = ['x-site', 'x-matched-path', 'x-powered-by'] as const;

/**
 * The internal headers Next's client router reads on a `/_next/data/` answer
 * (next/dist/shared/lib/router/router.js, Next 16.4): where a rewrite or a redirect of the proxy
 * leads, whether to keep the answer, a skipped prefetch, and the deployment's id. They stay on
 * those answers only. `x-nextjs-matched-path` and `x-matched-path` are read only when
 * `x-nextjs-rewrite` is absent, which the proxy never lets happen for a page's data, so they go too.
 */
export const CLIENT_ROUTER_HEADERS = [
  'x-nextjs-rewrite',
  'x-nextjs-redirect',
  'x-middleware-skip',
  'x-middleware-cache',
  'x-nextjs-deployment-id',
] as const;

/**
 * Redirects are never stored by a shared cache and only briefly by the browser: where a path
 * leads depends on the Host (an alias leads to another path on a Swedish site than on a Danish
 * one), and a 308 without Cache-Control is kept for as long as the browser likes, so a changed
 * alias would never reach browsers that had followed the old one. Five minutes spares an owner
 * who follows an old link twice a second round trip.
 */
export const REDIRECT_CACHE_CONTROL = 'private, max-age=300';

/** The file the build writes next to its output with the hashes of the pages' inline scripts (scripts/csp-hashes.ts). */
export const INLINE_SCRIPT_HASHES_FILE = 'csp-inline-scripts.json';
