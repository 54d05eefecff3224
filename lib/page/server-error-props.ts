import type { IncomingMessage } from 'node:http';
import { serverEnv } from '@/config/env';
import { BASE_NAMESPACES } from '@/config/routes';
import { isLocale, type Locale } from '@/config/locales';
import { sites } from '@/config/site-registry';
import type { SiteConfig } from '@/config/site-schema';
import { effectiveApiUrl } from '@/lib/api-url';
import { pageTranslations } from '@/lib/i18n/page-translations';
import { requestHost } from '@/lib/routing/request-host';
import { routeRequest } from '@/lib/routing/route-request';
import { resolveSiteId } from '@/lib/routing/resolve-site';
import { SITELESS_LOCALE, type ErrorPageProps } from './error-page-props';
import type { PageProps } from './static-props';

/**
 * The site and language of a request that failed on the server: the site of its host (the one
 * rule of the proxy), and the language of its page (the rewritten path `/<site>/<locale>/...`, or,
 * for the public path, the language the proxy gives it). None for an unknown host or a site in
 * maintenance (whose every path is its maintenance page).
 */
export function failedRequestSite(host: string | undefined, url: string | undefined, localHosts: boolean): { site: SiteConfig; locale: Locale } | undefined {
  const siteId = resolveSiteId(host, sites, { localHosts });
  const site = sites.find((candidate) => candidate.id === siteId);
  if (!site || site.maintenance) return undefined;
  const pathname = pathOf(url);
  const [, first, second] = pathname.split('/');
  if (first === site.id && isLocale(second) && site.locales.includes(second)) return { site, locale: second };
  const routed = routeRequest(host ?? null, pathname, sites, { localHosts });
  const [, , routedLocale] = routed.pathname.split('/');
  return { site, locale: isLocale(routedLocale) && site.locales.includes(routedLocale) ? routedLocale : site.locales[0]! };
}

function pathOf(url: string | undefined): string {
  try {
    return new URL(url ?? '/', 'http://request.invalid').pathname;
  } catch {
    return '/';
  }
}

/**
 * Server only: the props of the 500 page for a request that failed (pages/_error.tsx). On a known
 * site's host, the site's own 500 in its brand, language and frame (docs/product.md#errors); else
 * the neutral one in English. Undefined when even the translations cannot be had: Next's plain
 * error page then.
 */
export async function serverErrorProps(req: IncomingMessage): Promise<PageProps | ErrorPageProps | undefined> {
  const env = serverEnv();
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const failed = failedRequestSite(requestHost(header, env.FORWARDED_HOST_TRUSTED), req.url, env.ALLOW_LOCAL_HOSTS);
  try {
    if (!failed) return { locale: SITELESS_LOCALE, ...(await pageTranslations(SITELESS_LOCALE, ['common'], undefined)) };
    const { site, locale } = failed;
    return {
      ...(await pageTranslations(locale, [...BASE_NAMESPACES], site.brand)),
      site: { ...site, apiUrl: effectiveApiUrl(site, env.API_URL_OVERRIDE) },
      locale,
      route: 'serverError',
    };
  } catch {
    return undefined;
  }
}
