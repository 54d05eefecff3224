import type { Locale } from '@/config/locales';

/** ISO weekday numbers, as Intl's week info uses them: 1 is Monday, 7 is Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * The first day of the week per language. docs/product.md#constants: Monday for Danish, Swedish and Norwegian;
 * en is British English, where weeks also start on Monday. Kept here rather than asked from
 * Intl, whose week info differs between Node and browser versions.
 */
export const FIRST_DAY_OF_WEEK: Record<Locale, IsoWeekday> = {
  da: 1,
  sv: 1,
  en: 1,
  no: 1,
};

/**
 * The time zone dates are shown in. Fixed per language (each language is one market) so that
 * server-rendered and browser-rendered dates agree whatever zone the server runs in.
 */
export const DISPLAY_TIME_ZONE: Record<Locale, string> = {
  da: 'Europe/Copenhagen',
  sv: 'Europe/Stockholm',
  en: 'Europe/London',
  no: 'Europe/Oslo',
};
