import { isLocalOnlyRoute, MAINTENANCE_LOCALE, MAINTENANCE_PAGE, ROUTES, SERVER_ERROR_DRILL_PAGE, SERVER_ERROR_DRILL_PATH, SYSTEM_PAGES } from '@/config/routes';
import type { SiteConfig } from '@/config/site-schema';
import { resolvePath } from './localised-path';
import { isLocalHost, resolveSiteId, type ResolveOptions } from './resolve-site';

/** A path no page answers: rewriting to it renders the neutral 404 page (pages/404.tsx) with a 404 status. */
export const NOT_FOUND_PATH = '/_no-such-page';

/** The status the proxy gives a rewrite: its maintenance page 503, a site's own 404 page 404. */
export const MAINTENANCE_STATUS = 503;
export const NOT_FOUND_STATUS = 404;

export type RequestRouting =
  | { action: 'rewrite'; pathname: string; siteId: string; maintenance?: boolean }
  | { action: 'redirect'; pathname: string; siteId: string }
  | { action: 'not-found'; pathname: string; siteId?: string };

/**
 * What the proxy does with a request: pure, so tests and server code share it.
 * host -> site -> language; localised paths are rewritten into pages/[site]/[locale]/...,
 * aliases redirect to the localised path, a site in maintenance shows its maintenance page
 * for every path, an unknown path of a site is the site's own 404 page (in its language, for its
 * language's path) and an unknown host the neutral 404 (docs/product.md#errors). A local-only route (the style guide) is
 * a 404 unless local hosts are served and the request came on one; so is the server-error drill
 * (SERVER_ERROR_DRILL_PATH, config/routes.ts).
 */
export function routeRequest(
  host: string | null,
  pathname: string,
  sites: readonly SiteConfig[],
  options: ResolveOptions = {},
): RequestRouting {
  const siteId = resolveSiteId(host, sites, options);
  const site = siteId ? sites.find((candidate) => candidate.id === siteId) : undefined;
  if (!site) return { action: 'not-found', pathname: NOT_FOUND_PATH };
  if (site.maintenance) {
    return { action: 'rewrite', pathname: `/${site.id}/${MAINTENANCE_LOCALE}${MAINTENANCE_PAGE}`, siteId: site.id, maintenance: true };
  }
  const localStack = Boolean(options.localHosts) && isLocalHost(host);
  if (localStack && pathname === SERVER_ERROR_DRILL_PATH) {
    return { action: 'rewrite', pathname: `/${site.id}/${site.locales[0]}${SERVER_ERROR_DRILL_PAGE}`, siteId: site.id };
  }
  const resolution = resolvePath(pathname, site);
  const hidden = resolution.kind !== 'not-found' && isLocalOnlyRoute(resolution.route) && !localStack;
  if (hidden) return siteNotFound(site.id, resolution.locale);
  switch (resolution.kind) {
    case 'route':
      return { action: 'rewrite', pathname: `/${site.id}/${resolution.locale}${ROUTES[resolution.route].page}`, siteId: site.id };
    case 'redirect':
      return { action: 'redirect', pathname: resolution.location, siteId: site.id };
    case 'not-found':
      return siteNotFound(site.id, resolution.locale);
  }
}

function siteNotFound(siteId: string, locale: string): RequestRouting {
  return { action: 'not-found', pathname: `/${siteId}/${locale}${SYSTEM_PAGES.notFound.page}`, siteId };
}

/**
 * The status of the answer the proxy gives for a routing, where it is not the page's own 200 (or
 * the redirect's): a site's maintenance page 503, a site's own 404 page 404, but not on that
 * page's data (`data`: the request Next's router makes for a page's props), which is the page's
 * props like any other's. An unknown host's rewrite to a path no page answers gets Next's 404 by
 * itself.
 */
export function routingStatus(routing: RequestRouting, { data = false }: { data?: boolean } = {}): number | undefined {
  if (routing.action === 'rewrite' && routing.maintenance) return MAINTENANCE_STATUS;
  if (routing.action === 'not-found' && routing.siteId && !data) return NOT_FOUND_STATUS;
  return undefined;
}
