import type { Locale } from '@/config/locales';
import { ROUTE_ALIASES } from '@/config/route-aliases';
import { ROUTES, ROUTE_KEYS, type RouteKey } from '@/config/routes';
import { ROUTE_PATHS } from './route-paths';

interface SiteLocales {
  locales: readonly Locale[];
}

export type PathResolution =
  /** The path is the route's localised path: serve it. */
  | { kind: 'route'; locale: Locale; route: RouteKey }
  /** The path is an alias or another spelling: send the browser to the localised path. */
  | { kind: 'redirect'; locale: Locale; route: RouteKey; location: string }
  | { kind: 'not-found'; locale: Locale };

function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

/** The public path of a route on a site in a language, e.g. pathFor('login', 'da', site) === '/log-ind'. */
export function pathFor(route: RouteKey, locale: Locale, site: SiteLocales): string {
  const prefix = locale === site.locales[0] ? '' : `/${locale}`;
  return `${prefix}/${ROUTE_PATHS[locale][route]}`;
}

/**
 * Resolves a request path on a site to a route and language. A site's default language has no
 * prefix; its other languages are prefixed (/en/login). The root is home.
 */
export function resolvePath(pathname: string, site: SiteLocales): PathResolution {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  const segments = trimSlashes(decoded).split('/').filter(Boolean);
  let locale = site.locales[0]!;
  const first = segments[0]?.toLowerCase();
  if (first && first !== locale && (site.locales as readonly string[]).includes(first)) {
    locale = first as Locale;
    segments.shift();
  }
  const original = segments.join('/');
  const rest = original.toLowerCase();
  if (rest === '') return { kind: 'route', locale, route: 'home' };

  const paths = ROUTE_PATHS[locale];
  const exact = ROUTE_KEYS.find((key) => paths[key] === rest);
  if (exact) {
    // The same path in another case: send the browser to the canonical spelling.
    if (original !== paths[exact]) {
      return { kind: 'redirect', locale, route: exact, location: pathFor(exact, locale, site) };
    }
    return { kind: 'route', locale, route: exact };
  }
  // Own keys only: a path such as /__proto__ or /constructor must not find the object's prototype.
  const aliases = ROUTE_ALIASES[locale];
  const alias = (Object.hasOwn(aliases, rest) ? aliases[rest] : undefined) ?? ROUTE_KEYS.find((key) => trimSlashes(ROUTES[key].page) === rest);
  if (alias) return { kind: 'redirect', locale, route: alias, location: pathFor(alias, locale, site) };
  return { kind: 'not-found', locale };
}
