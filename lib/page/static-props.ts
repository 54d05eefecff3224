import type { GetStaticPaths, GetStaticProps } from 'next';
import type { ReactNode } from 'react';
import type { SSRConfig } from 'next-i18next/pages';
import { serverEnv } from '@/config/env';
import { isLocale, type Locale } from '@/config/locales';
import { getSite, sites } from '@/config/site-registry';
import type { SiteConfig } from '@/config/site-schema';
import { BASE_NAMESPACES, isLocalOnlyRoute, MAINTENANCE_LOCALE, namespacesFor, type PageKey, type RouteKey } from '@/config/routes';
import { pageTranslations } from '@/lib/i18n/page-translations';
import { freshnessStepSeconds } from '@/config/translations';
import { effectiveApiUrl } from '@/lib/api-url';

/** What every page made by makeStaticProps receives; _app reads it to wire site, theme, layout and language. */
export interface PageProps extends SSRConfig {
  site: SiteConfig;
  locale: Locale;
  /** The route key, or a system page's key (maintenance, the site's 404 and 500: no public path). */
  route: PageKey;
}

/**
 * A page component that may carry its shell: what the route guard shows in the page's place until
 * the page opens, and what its static page holds (features/auth/route-guard.tsx). Signed-in
 * screens with an introduction (their route module's intro, screens/<route>.route.ts) set it to
 * their ScreenShell.
 */
export type PageWithShell = { shell?: ReactNode };

type Params = { site: string; locale: string };

// Kept light in its own module so proxy.ts can use it without the translation loader.
export { effectiveApiUrl } from '@/lib/api-url';

async function buildProps(site: SiteConfig, locale: Locale, route: PageProps['route'], namespaces: string[]) {
  const env = serverEnv();
  const props: PageProps = {
    ...(await pageTranslations(locale, namespaces, site.brand)),
    site: { ...site, apiUrl: effectiveApiUrl(site, env.API_URL_OVERRIDE) },
    locale,
    route,
  };
  return { props, revalidate: freshnessStepSeconds(env.TRANSLATIONS_REVALIDATE_SECONDS) };
}

/*
 * Pages export these directly (`export const getStaticPaths = getSitePaths;
 * export const getStaticProps = makeStaticProps('login');`): Next strips exports named
 * getStaticProps/getStaticPaths from the browser bundle only in that form, and with them the
 * server-only translation loader.
 */

/** One static page per site and language (sites in maintenance show only their maintenance page). */
export const getSitePaths: GetStaticPaths<Params> = async () => ({
  paths: sites
    .filter((site) => !site.maintenance)
    .flatMap((site) => site.locales.map((locale) => ({ params: { site: site.id, locale } }))),
  fallback: false,
});

/**
 * The pages of a local-only route (the style guide, config/routes.ts): only a build for the local
 * stack (ALLOW_LOCAL_HOSTS, which a production server refuses) generates them; a production build
 * has none, so no host can be shown one.
 */
export const getLocalOnlySitePaths: GetStaticPaths<Params> = async (context) =>
  serverEnv().ALLOW_LOCAL_HOSTS ? getSitePaths(context) : { paths: [], fallback: false };

/**
 * getStaticProps for a route: the site config and the route's translation namespaces injected.
 * Every page except /_error, /404 and /500 must use it (_app throws otherwise).
 */
export function makeStaticProps(route: RouteKey): GetStaticProps<PageProps, Params> {
  return async ({ params }) => {
    if (isLocalOnlyRoute(route) && !serverEnv().ALLOW_LOCAL_HOSTS) return { notFound: true };
    const page = servedPage(params);
    return page ? buildProps(page.site, page.locale, route, namespacesFor(route)) : { notFound: true };
  };
}

/** The site and language of a page's path, when that site serves its pages in that language. */
function servedPage(params: Params | undefined): { site: SiteConfig; locale: Locale } | undefined {
  if (!params || !isLocale(params.locale)) return undefined;
  const site = getSite(params.site);
  if (!site || site.maintenance || !site.locales.includes(params.locale)) return undefined;
  return { site, locale: params.locale };
}

/**
 * getStaticProps for the site's own 404 (docs/product.md#errors): one static page per site and
 * language, which the proxy serves with status 404 for a path no route of the site answers.
 */
export const getNotFoundProps: GetStaticProps<PageProps, Params> = async ({ params }) => {
  const page = servedPage(params);
  return page ? buildProps(page.site, page.locale, 'notFound', [...BASE_NAMESPACES]) : { notFound: true };
};

/** The maintenance page exists for sites whose maintenance flag is on, always in Swedish (docs/product.md#tenancy). */
export const getMaintenancePaths: GetStaticPaths<Params> = async () => ({
  paths: sites.filter((site) => site.maintenance).map((site) => ({ params: { site: site.id, locale: MAINTENANCE_LOCALE } })),
  fallback: false,
});

export const getMaintenanceProps: GetStaticProps<PageProps, Params> = async ({ params }) => {
  const site = params && getSite(params.site);
  if (!site || !site.maintenance || params.locale !== MAINTENANCE_LOCALE) return { notFound: true };
  return buildProps(site, MAINTENANCE_LOCALE, 'maintenance', [...BASE_NAMESPACES]);
};
