import type { SSRConfig } from 'next-i18next/pages';
import type { Locale } from '@/config/locales';
import { sites } from '@/config/site-registry';
import { onlyOwnBrand } from './brand-texts';
import { loadTranslations } from './load-translations';

const BRANDS = [...new Set(sites.map((site) => site.brand))];

/**
 * Server only: a page's translations as next-i18next page props. The namespaces come from our
 * loader (blob store or repository files), not next-i18next's own file loader, with the texts of
 * the page's own brand only (`brand`; none for a page of no site): see brand-texts.ts.
 */
export async function pageTranslations(locale: Locale, namespaces: readonly string[], brand: string | undefined): Promise<SSRConfig> {
  const loaded = await loadTranslations(locale, namespaces);
  const resources = Object.fromEntries(Object.entries(loaded).map(([namespace, texts]) => [namespace, onlyOwnBrand(texts, brand, BRANDS)]));
  return {
    _nextI18Next: {
      initialI18nStore: { [locale]: resources },
      initialLocale: locale,
      ns: Object.keys(resources),
      userConfig: null,
    },
  };
}
