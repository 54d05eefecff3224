import { isLocalOnlyRoute, MAINTENANCE_LOCALE, MAINTENANCE_PAGE, ROUTES } from '@/config/routes';
import type { SiteConfig } from '@/config/site-schema';
import { resolvePath } from './localised-path';
import { isLocalHost, resolveSiteId, type ResolveOptions } from './resolve-site';

/** A path no page answers: rewriting to it renders the 404 page with a 404 status. */
export const NOT_FOUND_PATH = '/_no-such-page';

export type RequestRouting =
  | { action: 'rewrite'; pathname: string; siteId: string; maintenance?: boolean }
  | { action: 'redirect'; pathname: string; siteId: string }
  | { action: 'not-found'; pathname: string; siteId?: string };

/**
 * What the proxy does with a request: pure, so tests and server code share it.
 * host -> site -> language; localised paths are rewritten into pages/[site]/[locale]/...,
 * aliases redirect to the localised path, a site in maintenance shows its maintenance page
 * for every path, and an unknown host or path is a 404. A local-only route (the style guide) is
 * a 404 unless local hosts are served and the request came on one.
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
  const resolution = resolvePath(pathname, site);
  const hidden = resolution.kind !== 'not-found' && isLocalOnlyRoute(resolution.route) && !(options.localHosts && isLocalHost(host));
  if (hidden) return { action: 'not-found', pathname: `/${site.id}/${resolution.locale}${NOT_FOUND_PATH}`, siteId: site.id };
  switch (resolution.kind) {
    case 'route':
      return { action: 'rewrite', pathname: `/${site.id}/${resolution.locale}${ROUTES[resolution.route].page}`, siteId: site.id };
    case 'redirect':
      return { action: 'redirect', pathname: resolution.location, siteId: site.id };
    case 'not-found':
      return { action: 'not-found', pathname: `/${site.id}/${resolution.locale}${NOT_FOUND_PATH}`, siteId: site.id };
  }
}
