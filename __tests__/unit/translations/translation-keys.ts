// The helpers moved to lib/i18n/translation-keys.ts so `npm run sites:check` shares them.
export * from '@/lib/i18n/translation-keys';
