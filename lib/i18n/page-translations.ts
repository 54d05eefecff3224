import type { SSRConfig } from 'next-i18next/pages';
import type { Locale } from '@/config/locales';
import { loadTranslations } from './load-translations';

/**
 * Server only: a page's translations as next-i18next page props. The namespaces come from our
 * loader (blob store or repository files), not next-i18next's own file loader.
 */
export async function pageTranslations(locale: Locale, namespaces: readonly string[]): Promise<SSRConfig> {
  const resources = await loadTranslations(locale, namespaces);
  return {
    _nextI18Next: {
      initialI18nStore: { [locale]: resources },
      initialLocale: locale,
      ns: Object.keys(resources),
      userConfig: null,
    },
  };
}
