import type { GetStaticProps } from 'next';
import type { SSRConfig } from 'next-i18next/pages';
import type { Locale } from '@/config/locales';
import { pageTranslations } from '@/lib/i18n/page-translations';

/** The language of pages that belong to no site (an unknown host's 404, the 500 page). */
export const SITELESS_LOCALE: Locale = 'en';

export interface ErrorPageProps extends SSRConfig {
  locale: Locale;
}

/** getStaticProps for /404 and /500: exempt from the site config, but their text still comes from translations. */
export const getErrorPageProps: GetStaticProps<ErrorPageProps> = async () => ({
  // No site, so no brand's texts either.
  props: { locale: SITELESS_LOCALE, ...(await pageTranslations(SITELESS_LOCALE, ['common'], undefined)) },
});
