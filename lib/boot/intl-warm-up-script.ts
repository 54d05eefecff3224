import { DISPLAY_TIME_ZONE } from '@/config/calendar';
import { LOCALE_TAGS, type Locale } from '@/config/locales';
import { inlineCall } from './inline-script';

/** The warm-up's worker: a static file (public/), so the CSP's worker-src needs only 'self'. */
export const INTL_WARM_UP_WORKER_PATH = '/intl-warm-up.js';

/** The worker's address for a language: its tag and display time zone as the worker reads them. */
export function intlWarmUpWorkerUrl(locale: Locale): string {
  const query = new URLSearchParams({ tag: LOCALE_TAGS[locale], zone: DISPLAY_TIME_ZONE[locale] });
  return `${INTL_WARM_UP_WORKER_PATH}?${query.toString()}`;
}

/**
 * The inline script of a signed-in page's head that has the browser load its date and number
 * data (ICU's language, time zone and unit data) on another thread. The first Intl formatter a
 * page builds costs 25-110 ms on a desktop CPU, whichever it is: the browser loads that data,
 * once per process. On a signed-in page that came as the first section rendered its answer, one
 * long task in the middle of the page's start, when the owner may already be tapping. A worker
 * (public/intl-warm-up.js) that builds the same kinds of formatters loads the data for the whole
 * process, off the main thread; lib/format.ts's formatters then cost about 1 ms (measured in
 * Chromium: 40-110 ms without the worker, 0.6-1.4 ms after it).
 *
 * The worker is a file, not a blob: a blob worker needs the Blob and its object URL registered
 * with the browser first, from the main thread, and in Lighthouse's traces that task took 20-40
 * ms in half the runs (5-8 ms in the others); a worker from a file costs a few ms. The worker is
 * still started in a task of its own (a timer), not in the parser's task that runs this script:
 * two short tasks instead of one long one. Static per language, so the build's CSP hashes cover
 * it (scripts/csp-hashes.ts); never fails the page: where workers are refused, the first
 * formatter simply pays the cost as before.
 */
export function intlWarmUpScript(locale: Locale): string {
  return inlineCall(startIntlWarmUp, intlWarmUpWorkerUrl(locale));
}

/**
 * Starts the warm-up's worker from `workerUrl` in a task of its own; where workers are refused, it
 * does nothing. Written into the page by its text (inlineCall, lib/boot/inline-script.ts): it
 * names nothing but its parameter and the browser's.
 */
export function startIntlWarmUp(workerUrl: string): void {
  setTimeout(() => {
    try {
      new Worker(workerUrl);
    } catch {}
  }, 0);
}
