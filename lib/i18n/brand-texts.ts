import type { TranslationNamespace } from './namespace-json';

/**
 * The objects of a namespace that hold one entry per brand: `common.brand.<brand>` (name, privacy
 * address), `legal.brands.<brand>` (company, privacy e-mail), `help.contact.brands.<brand>`. Brand
 * texts live only under these keys (__tests__/unit/translations checks it).
 */
export const BRAND_SECTION_KEYS = ['brand', 'brands'] as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A namespace as one site's pages may carry it: in every brand section, only `brand`'s entry (none
 * for a page of no site). A page's data holds its translations, so without this every page would
 * tell which other brands this deployment serves, with their names and privacy addresses.
 * `brands` is every brand the deployment knows (the site registry's); other keys stay.
 */
export function onlyOwnBrand(namespace: TranslationNamespace, brand: string | undefined, brands: readonly string[]): TranslationNamespace {
  const prune = (value: unknown, inSection: boolean): unknown => {
    if (!isObject(value)) return value;
    const entries = Object.entries(value)
      .filter(([key]) => !(inSection && key !== brand && brands.includes(key)))
      .map(([key, child]) => [key, prune(child, (BRAND_SECTION_KEYS as readonly string[]).includes(key))] as const);
    return Object.fromEntries(entries);
  };
  return prune(namespace, false) as TranslationNamespace;
}
