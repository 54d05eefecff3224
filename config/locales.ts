/** Every language the product has locale data for (docs/product.md#tenancy). da and sv have domains; en and no are ready for a future market. */
export const LOCALES = ['da', 'sv', 'en', 'no'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** BCP 47 tags used for Intl formatting and the html lang attribute. */
export const LOCALE_TAGS: Record<Locale, string> = {
  da: 'da-DK',
  sv: 'sv-SE',
  en: 'en-GB',
  no: 'nb-NO',
};
