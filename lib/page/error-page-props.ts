import type { GetStaticProps } from 'next';
import type { SSRConfig } from 'next-i18next/pages';
import type { Locale } from '@/config/locales';
import { loadTranslations } from '@/lib/i18n/load-translations';

/** The language of pages that belong to no site (an unknown host's 404, the 500 page). */
export const SITELESS_LOCALE: Locale = 'en';

export interface ErrorPageProps extends SSRConfig {
  lang: Locale;
}

/** getStaticProps for /404 and /500: exempt from the site config, but their text still comes from translations. */
export const getErrorPageProps: GetStaticProps<ErrorPageProps> = async () => {
  const resources = await loadTranslations(SITELESS_LOCALE, ['common']);
  return {
    props: {
      lang: SITELESS_LOCALE,
      _nextI18Next: { initialI18nStore: { [SITELESS_LOCALE]: resources }, initialLocale: SITELESS_LOCALE, ns: ['common'], userConfig: null },
    },
  };
};
