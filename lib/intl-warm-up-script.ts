import { DISPLAY_TIME_ZONE } from '@/config/calendar';
import { LOCALE_TAGS, type Locale } from '@/config/locales';
import { scriptLiteral } from './inline-script';

/**
 * What the warm-up's worker runs: a date formatter in the page's language and display time zone,
 * and a distance formatter, then it ends itself. Never throws.
 */
export function intlWarmUpWork(locale: Locale): string {
  const tag = scriptLiteral(LOCALE_TAGS[locale]);
  const timeZone = scriptLiteral(DISPLAY_TIME_ZONE[locale]);
  return (
    `try{new Intl.DateTimeFormat(${tag},{timeZone:${timeZone},dateStyle:"long"}).format(0);` +
    `new Intl.NumberFormat(${tag},{style:"unit",unit:"kilometer",unitDisplay:"short"}).format(0)}catch(e){}close()`
  );
}

/**
 * The inline script of a signed-in page's head that has the browser load its date and number
 * data (ICU's language, time zone and unit data) on another thread. The first Intl formatter a
 * page builds costs 25-110 ms on a desktop CPU, whichever it is: the browser loads that data,
 * once per process. On a signed-in page that came as the first section rendered its answer, one
 * long task in the middle of the page's start, when the owner may already be tapping. A worker
 * that builds the same kinds of formatters loads the data for the whole process, off the main
 * thread; lib/format.ts's formatters then cost about 1 ms (measured in Chromium: 40-110 ms
 * without the worker, 0.6-1.4 ms after it). The worker is a blob (the CSP's worker-src allows
 * 'self' and blob:), so there is no file to fetch. Starting a worker costs the main thread 11-18
 * ms itself, so it is started in a task of its own (a timer), not in the parser's task that runs
 * this script: two short tasks instead of one long one. Static per language, so the build's CSP
 * hashes cover it (scripts/csp-hashes.ts); never fails the page: where workers or blobs are
 * refused, the first formatter simply pays the cost as before.
 */
export function intlWarmUpScript(locale: Locale): string {
  const work = scriptLiteral(intlWarmUpWork(locale));
  return `setTimeout(function(){try{new Worker(URL.createObjectURL(new Blob([${work}],{type:"text/javascript"})))}catch(e){}},0);`;
}
