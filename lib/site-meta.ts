import { routeAccess, type RouteKey } from '@/config/routes';
import type { SiteConfig } from '@/config/site-schema';

/**
 * The site's public origin, for absolute URLs in link previews: its first production host.
 * (Pages are generated per site, not per host, so a local host never appears here.)
 */
export function siteOrigin(site: Pick<SiteConfig, 'hosts'>): string {
  return `https://${site.hosts[0]}`;
}

/** Where a site's web app manifest is served (pages/api/manifest/[site].ts). */
export function manifestPath(site: Pick<SiteConfig, 'id'>): string {
  return `/api/manifest/${site.id}`;
}

/** The web app manifest of a site: name, icons and colours of the brand. */
export function webAppManifest(site: SiteConfig, startUrl = '/') {
  return {
    name: site.websiteName,
    short_name: site.websiteName,
    lang: site.locales[0],
    start_url: startUrl,
    scope: '/',
    display: 'standalone',
    background_color: site.theme.colors.background,
    theme_color: site.theme.colors.headerBackground,
    icons: [
      { src: site.smartBannerIcon, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: site.favicon, sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}

/**
 * Where a page warms a connection up before its scripts run: a signed-in page's first data calls
 * go to the site's API (another origin), so its connection is opened while the scripts load,
 * not after (saving the DNS, TCP and TLS round trips on the first call). Anonymous, as the calls
 * are: CORS without credentials. The sign-in pages call only their own origin (`/api/auth`).
 */
export function apiPreconnectOrigin(site: Pick<SiteConfig, 'apiUrl'>, route: RouteKey | 'maintenance'): string | undefined {
  if (routeAccess(route) !== 'authenticated') return undefined;
  try {
    const { origin } = new URL(site.apiUrl);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
