import { APPLE_TOUCH_ICON_SIZE, FAVICON_PNG_SIZE, IMAGE_TYPES, MANIFEST_ICON_SIZES, type HomeScreenIconSize } from '@/config/icons';
import { routeAccess, type PageKey } from '@/config/routes';
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

/** The MIME type of a picture under public/, from its extension (the formats a site file may name). */
export function imageType(publicPath: string): string {
  const extension = /\.([a-z]+)$/i.exec(publicPath)?.[1]?.toLowerCase() ?? '';
  const type = (IMAGE_TYPES as Record<string, string>)[extension];
  if (!type) throw new Error(`No known picture type for ${publicPath}`);
  return type;
}

/**
 * Where the PNG home-screen icon of a size is: beside the site's app icon, its name with the size
 * (/brands/aurora/app-icon.svg -> /brands/aurora/app-icon-180.png). `npm run sites:icons` makes it.
 */
export function homeScreenIconPath(site: Pick<SiteConfig, 'smartBannerIcon'>, size: HomeScreenIconSize): string {
  return site.smartBannerIcon.replace(/\.[a-z]+$/i, `-${size}.png`);
}

/** The apple-touch-icon of a site's pages. */
export function appleTouchIcon(site: Pick<SiteConfig, 'smartBannerIcon'>) {
  const size = APPLE_TOUCH_ICON_SIZE;
  return { href: homeScreenIconPath(site, size), sizes: `${size}x${size}`, type: 'image/png' };
}

/**
 * The manifest's icons: the PNGs phones use (192 and 512 pixels), each with its real type. Not the
 * app icon itself when it is an SVG ("any" size): Chrome then chose it for the icon it fetches with
 * every page that names the manifest (to know whether the site can be installed), and drew it in a
 * document of its own on the page's main thread; the PNGs give every size a phone asks for.
 */
export function manifestIcons(site: Pick<SiteConfig, 'smartBannerIcon'>) {
  return MANIFEST_ICON_SIZES.map((size) => ({ src: homeScreenIconPath(site, size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' }));
}

/**
 * Where the PNG a site's SVG favicon is drawn into is (config/icons.ts, FAVICON_PNG_SIZE): beside
 * it, its name with the size (/brands/aurora/favicon.svg -> /brands/aurora/favicon-48.png).
 */
export function faviconPngPath(site: Pick<SiteConfig, 'favicon'>): string {
  return site.favicon.replace(/\.[a-z]+$/i, `-${FAVICON_PNG_SIZE}.png`);
}

/** The icon a site's pages name: the PNG drawn from an SVG favicon, any other favicon as it is. */
export function faviconLink(site: Pick<SiteConfig, 'favicon'>) {
  if (imageType(site.favicon) !== IMAGE_TYPES.svg) return { href: site.favicon, type: imageType(site.favicon) };
  return { href: faviconPngPath(site), sizes: `${FAVICON_PNG_SIZE}x${FAVICON_PNG_SIZE}`, type: IMAGE_TYPES.png };
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
    icons: manifestIcons(site),
  };
}

/**
 * Where a page warms a connection up before its scripts run: a signed-in page's first data calls
 * go to the site's API (another origin), so its connection is opened while the scripts load,
 * not after (saving the DNS, TCP and TLS round trips on the first call). Anonymous, as the calls
 * are: CORS without credentials. The sign-in pages call only their own origin (`/api/auth`).
 */
export function apiPreconnectOrigin(site: Pick<SiteConfig, 'apiUrl'>, route: PageKey): string | undefined {
  if (routeAccess(route) !== 'authenticated') return undefined;
  try {
    const { origin } = new URL(site.apiUrl);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
