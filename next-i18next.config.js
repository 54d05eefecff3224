// @ts-check
/**
 * next-i18next settings for the browser side. Translations are loaded on the server by
 * lib/i18n/load-translations.ts (blob store or repository files) and handed to pages as props,
 * so no file loader is configured here, and the config is passed to appWithTranslation
 * directly rather than serialised into every page.
 * @type {import('next-i18next/pages').UserConfig}
 */
module.exports = {
  i18n: {
    defaultLocale: 'da',
    locales: ['da', 'sv', 'en', 'no'],
  },
  defaultNS: 'common',
  fallbackLng: false,
  serializeConfig: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};
