import type { Locale } from '@/config/locales';
import { ROUTES, type RouteKey } from '@/config/routes';
import { pathFor, resolvePath } from './localised-path';

/**
 * Deep links that survive sign-in (docs/product.md#deep-links): the address a signed-out owner
 * asked for rides to the login page as `?next=<path and query>`, through sign-up and activation,
 * and is opened after the sign-in. It is read from a URL anyone can write, so it is accepted only
 * as a path of a page of this site, never as an address elsewhere (an open redirect).
 */
export const RETURN_PARAM = 'next';

/** Longer return addresses are refused (no page of the portal needs one). */
export const RETURN_PATH_MAX_LENGTH = 2048;

interface SiteLocales {
  locales: readonly Locale[];
}

/** An origin no request goes to: the return address is resolved against it and must stay on it. */
const PLACEHOLDER_ORIGIN = 'https://return-path.invalid';

/**
 * Where a return address may lead: a page for signed-in owners, or a public page outside the
 * sign-in pages (not login, sign-up, activation or the password pages: a loop, or a link's token).
 */
function mayReturnTo(route: RouteKey): boolean {
  const { access, layout } = ROUTES[route];
  return access === 'authenticated' || (access === 'public' && layout !== 'split');
}

/**
 * The return address `raw` as this site's canonical path with its query, or undefined when it is
 * not one: not a string, too long, not a single-slash path (an absolute URL, `//host`, a scheme),
 * with a backslash, a control character or white space in it (raw or percent-encoded), a path no
 * route of this site answers in its languages (another site's path, an internal page path, an API
 * route), or a page one never returns to. An alias resolves to its route's path. The fragment is
 * dropped.
 */
export function safeReturnPath(raw: unknown, site: SiteLocales): string | undefined {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > RETURN_PATH_MAX_LENGTH) return undefined;
  if (!raw.startsWith('/') || raw.startsWith('//')) return undefined;
  // Browsers read a backslash as a slash ("/\host" is "//host"); white space and control
  // characters are dropped or normalised by them: none belongs in a portal address, raw or encoded.
  if (/[\\\s\u0000-\u001f\u007f]/.test(raw) || /%(?:5c|2f|0[0-9a-f]|1[0-9a-f]|7f|20)/i.test(raw.split('?')[0]!)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return undefined;
  const resolution = resolvePath(url.pathname, site);
  if (resolution.kind === 'not-found' || !mayReturnTo(resolution.route)) return undefined;
  // The return address never carries another return address (a chain that could grow without end).
  url.searchParams.delete(RETURN_PARAM);
  return `${pathFor(resolution.route, resolution.locale, site)}${url.search}`;
}

/**
 * The return address of the page the owner is on (its public path and query), for a trip to the
 * login page; undefined for home with no query (where a sign-in leads anyway) or an address that
 * would not be accepted back.
 */
export function returnPathFrom(location: { pathname: string; search: string }, site: SiteLocales): string | undefined {
  const path = safeReturnPath(`${location.pathname}${location.search}`, site);
  if (!path) return undefined;
  const home = resolvePath(location.pathname, site);
  if (home.kind !== 'not-found' && home.route === 'home' && (location.search === '' || location.search === '?')) return undefined;
  return path;
}

/** `href` (a path of this site) with the return address added to its query; unchanged without one. */
export function withReturnPath(href: string, returnPath: string | undefined): string {
  if (!returnPath) return href;
  const [path, query = ''] = href.split('?');
  const params = new URLSearchParams(query);
  params.set(RETURN_PARAM, returnPath);
  return `${path}?${params.toString()}`;
}
