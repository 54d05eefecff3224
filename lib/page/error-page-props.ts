import type { GetStaticProps } from 'next';
import type { SSRConfig } from 'next-i18next/pages';
import type { Locale } from '@/config/locales';
import { pageTranslations } from '@/lib/i18n/page-translations';

/** The language of pages that belong to no site (an unknown host's 404 and 500). */
export const SITELESS_LOCALE: Locale = 'en';

export interface ErrorPageProps extends SSRConfig {
  locale: Locale;
}

/**
 * getStaticProps for /404 (an unknown host's): exempt from the site config, but its text still comes
 * from translations. The 500 is rendered on the failing request (pages/_error.tsx).
 */
export const getErrorPageProps: GetStaticProps<ErrorPageProps> = async () => ({
  // No site, so no brand's texts either.
  props: { locale: SITELESS_LOCALE, ...(await pageTranslations(SITELESS_LOCALE, ['common'], undefined)) },
});
