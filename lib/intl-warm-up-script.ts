import { DISPLAY_TIME_ZONE } from '@/config/calendar';
import { LOCALE_TAGS, type Locale } from '@/config/locales';

/**
 * The inline script of a signed-in page's head that has the browser load its date and number
 * data (ICU's language, time zone and unit data) before the first paint. The first Intl formatter
 * a page builds costs 25-70 ms on a desktop CPU, whichever it is; on a signed-in page that came as
 * the first section rendered its answer, one long task in the middle of the page's start, when
 * the owner may already be tapping. Before the first paint nothing can be tapped, and the page
 * shows only its loading state. lib/format.ts then builds its own formatters at a fraction of the
 * cost. Static per language, so the build's CSP hashes cover it (scripts/csp-hashes.ts); never
 * fails the page.
 */
export function intlWarmUpScript(locale: Locale): string {
  const tag = JSON.stringify(LOCALE_TAGS[locale]);
  const timeZone = JSON.stringify(DISPLAY_TIME_ZONE[locale]);
  return (
    `(function(){try{new Intl.DateTimeFormat(${tag},{timeZone:${timeZone},dateStyle:"long"}).format(0);` +
    `new Intl.NumberFormat(${tag},{style:"unit",unit:"kilometer",unitDisplay:"short"}).format(0)}catch(e){}})();`
  );
}
