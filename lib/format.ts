import { DISPLAY_TIME_ZONE, FIRST_DAY_OF_WEEK, type IsoWeekday } from '@/config/calendar';
import { LOCALE_TAGS, type Locale } from '@/config/locales';

/*
 * The one place dates, numbers and distances are formatted for a page's language. Everything
 * goes through Intl with the language's BCP 47 tag and a fixed time zone, so the server's
 * and the browser's output match (no hydration mismatch) whatever zone either runs in.
 */

export type DateInput = Date | string | number;

/*
 * Building an Intl formatter costs far more than using one (it loads the language's data), and a
 * screen formats dozens of dates and distances as it renders: each formatter is built once per
 * language and options, then reused.
 */
function cachedFormatter<Options, Formatter>(build: (tag: string, options: Options) => Formatter) {
  const built = new Map<string, Formatter>();
  return (tag: string, options: Options): Formatter => {
    const key = `${tag}|${JSON.stringify(options)}`;
    let formatter = built.get(key);
    if (!formatter) {
      formatter = build(tag, options);
      built.set(key, formatter);
    }
    return formatter;
  };
}

const dateFormat = cachedFormatter((tag, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, options));
const numberFormat = cachedFormatter((tag, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(tag, options));

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

/** A date, by default as the language writes it in short form (da 5.3.2024, sv 2024-03-05). */
export function formatDate(value: DateInput, locale: Locale, options: Intl.DateTimeFormatOptions = {}): string {
  return dateFormat(LOCALE_TAGS[locale], { timeZone: DISPLAY_TIME_ZONE[locale], ...options }).format(toDate(value));
}

/** A date with its time of day (da 05.03.2024, 13.00; sv 2024-03-05 13:00). */
export function formatDateTime(value: DateInput, locale: Locale, options: Intl.DateTimeFormatOptions = {}): string {
  return formatDate(value, locale, { dateStyle: 'short', timeStyle: 'short', ...options });
}

/** A number with the language's separators (da 1.234,5, sv 1 234,5). */
export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(LOCALE_TAGS[locale], options).format(value);
}

/** A distance or mileage in kilometres, whole kilometres by default (da 12.345 km, sv 12 345 km). */
export function formatDistance(kilometres: number, locale: Locale, options: { maximumFractionDigits?: number } = {}): string {
  return formatNumber(kilometres, locale, {
    style: 'unit',
    unit: 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: options.maximumFractionDigits ?? 0,
  });
}

/** The first day of the week (1 = Monday ... 7 = Sunday), for calendars and date pickers. */
export function firstDayOfWeek(locale: Locale): IsoWeekday {
  return FIRST_DAY_OF_WEEK[locale];
}

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The weekday of a moment in the language's display time zone ("today" for opening hours). */
export function weekdayOf(value: DateInput, locale: Locale): Weekday {
  const name = dateFormat('en-GB', { timeZone: DISPLAY_TIME_ZONE[locale], weekday: 'long' }).format(toDate(value));
  return name.toLowerCase() as Weekday;
}

/** An amount of money in its currency, as the page's language writes it (da 1.234,50 kr., sv 1 234,50 kr). */
export function formatMoney(amount: number, currency: string, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return formatNumber(amount, locale, { style: 'currency', currency, ...options });
}

/** A phone number as written for people ("+45 70 10 20 30") as a tel: address. */
export const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;
