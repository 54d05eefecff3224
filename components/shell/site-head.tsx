import Head from 'next/head';
import { useTranslation } from 'react-i18next';
import type { PageKey } from '@/config/routes';
import { apiPreconnectOrigin, appleTouchIcon, faviconLink, manifestPath, siteOrigin } from '@/lib/site-meta';
import { useSite } from '@/lib/site-context';

/**
 * A site's page head: title, favicon and home-screen icon (each with its real type), theme colour, the web app manifest (so "add to home screen"
 * shows the brand) and Open Graph tags (title, description and image per page, for link previews).
 */
export function SiteHead({ route }: { route: PageKey }) {
  const { site, locale } = useSite();
  const { t } = useTranslation('common');
  // The system pages' titles are their headings' (maintenance, notFound, serverError in common).
  const title = t([`pageTitle.${route}`, `${route}.title`]);
  // A route without its own description (a new one) falls back to the site-wide one.
  const description = t([`pageDescription.${route}`, 'pageDescription.default'], { siteName: site.websiteName });
  const fullTitle = `${title} | ${site.websiteName}`;
  const origin = siteOrigin(site);
  const api = apiPreconnectOrigin(site, route);
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="description" content={description} />
      <meta name="theme-color" content={site.theme.colors.headerBackground} />
      <link rel="icon" {...faviconLink(site)} />
      <link rel="apple-touch-icon" {...appleTouchIcon(site)} />
      <link rel="manifest" href={manifestPath(site)} />
      {api && <link rel="preconnect" href={api} crossOrigin="anonymous" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.websiteName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={`${origin}${site.coverImage}`} />
      <meta property="og:locale" content={locale} />
      {/* Not for search engines: the style guide, and the site's error pages (whatever address they answer). */}
      {(route === 'styleguide' || route === 'notFound' || route === 'serverError') && <meta name="robots" content="noindex" />}
    </Head>
  );
}
