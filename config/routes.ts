import type { LayoutKind, RouteAccess, RouteDefinition } from './route-kit';
import { routeModules } from './routes.generated';

export type { LayoutKind, RouteAccess, RouteDefinition } from './route-kit';

/**
 * Every route (docs/product.md#routes), each declared once in its module next to its screen
 * (screens/<route>.route.ts: its page under pages/[site]/[locale], layout, access, translation
 * namespaces, introduction) and collected by npm run generate into config/routes.generated.ts.
 * Localised paths and aliases per language live in the routes namespace (locales/<lng>/routes.json)
 * and in config/route-aliases.ts.
 */
export const ROUTES = routeModules;
export type RouteKey = keyof typeof ROUTES;

export const ROUTE_KEYS = Object.keys(ROUTES) as RouteKey[];


/**
 * Pages of a site with no public path of their own: the maintenance page, which every path of a
 * site in maintenance shows, and the site's own 404 and 500 (docs/product.md#errors), in its brand,
 * language and frame (the split layout: it needs nothing of the owner's, signed in or not).
 */
export const SYSTEM_PAGES = {
  maintenance: { page: '/maintenance', layout: 'bare', access: 'public' },
  notFound: { page: '/not-found', layout: 'split', access: 'public' },
  // Rendered by pages/_error.tsx on the request that failed, never generated ahead.
  serverError: { page: '/_error', layout: 'split', access: 'public' },
} as const satisfies Record<string, Omit<RouteDefinition, 'namespaces'>>;

export type SystemPageKey = keyof typeof SYSTEM_PAGES;
/** What a page of a site shows: a route, or a system page. */
export type PageKey = RouteKey | SystemPageKey;

function isSystemPage(page: PageKey): page is SystemPageKey {
  return Object.prototype.hasOwnProperty.call(SYSTEM_PAGES, page);
}

/**
 * The local stack's server-error drill (docs/product.md#errors): on a site's local host only, where
 * the stack serves local hosts (ALLOW_LOCAL_HOSTS, config/env.ts), this path is rewritten to a page
 * that fails on the server, so the site's own 500 can be seen and tested. Everywhere else it is
 * an unknown path (the site's 404), and the page answers 404 on a server without local hosts.
 */
export const SERVER_ERROR_DRILL_PATH = '/__server-error';
export const SERVER_ERROR_DRILL_PAGE = '/server-error-drill';

/** The page every path of a site in maintenance is rewritten to. It has no public path. */
export const MAINTENANCE_PAGE = SYSTEM_PAGES.maintenance.page;
/** The language of the maintenance message (a Swedish message: docs/product.md#tenancy). */
export const MAINTENANCE_LOCALE = 'sv';

/** Namespaces every page loads. */
export const BASE_NAMESPACES = ['common', 'routes'] as const;

export function isRouteKey(value: unknown): value is RouteKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ROUTES, value);
}

/** Who may open a route or a system page (everyone). */
export function routeAccess(route: PageKey): RouteAccess {
  return isSystemPage(route) ? SYSTEM_PAGES[route].access : ROUTES[route].access;
}

/** A route's layout, or a system page's. */
export function routeLayout(route: PageKey): LayoutKind {
  return isSystemPage(route) ? SYSTEM_PAGES[route].layout : ROUTES[route].layout;
}

/** Whether only the local stack shows a route (see RouteDefinition.localOnly). */
export function isLocalOnlyRoute(route: RouteKey): boolean {
  return (ROUTES[route] as RouteDefinition).localOnly === true;
}

export function namespacesFor(route: RouteKey): string[] {
  return [...new Set([...BASE_NAMESPACES, ...ROUTES[route].namespaces])];
}
