import Head from 'next/head';
import { useTranslation } from 'react-i18next';
import type { RouteKey } from '@/config/routes';
import { useSite } from '@/lib/site-context';

/** Title, favicon and theme colour of a site's page. */
export function SiteHead({ route }: { route: RouteKey | 'maintenance' }) {
  const { site } = useSite();
  const { t } = useTranslation('common');
  const title = route === 'maintenance' ? t('maintenance.title') : t(`pageTitle.${route}`);
  return (
    <Head>
      <title>{`${title} | ${site.websiteName}`}</title>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" content={site.theme.colors.headerBackground} />
      <link rel="icon" href={site.favicon} type="image/svg+xml" />
      {route === 'styleguide' && <meta name="robots" content="noindex" />}
    </Head>
  );
}
