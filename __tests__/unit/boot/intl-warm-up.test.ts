import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DISPLAY_TIME_ZONE } from '@/config/calendar';
import { LOCALE_TAGS, LOCALES } from '@/config/locales';
import { INTL_WARM_UP_WORKER_PATH, intlWarmUpScript, intlWarmUpWorkerUrl, startIntlWarmUp } from '@/lib/boot/intl-warm-up-script';

const WORKER_SOURCE = readFileSync(path.join(__dirname, '../../../public', INTL_WARM_UP_WORKER_PATH), 'utf8');

const RealDateTimeFormat = Intl.DateTimeFormat;
const RealNumberFormat = Intl.NumberFormat;
const RealWorker = (globalThis as { Worker?: unknown }).Worker;

afterEach(() => {
  jest.useRealTimers();
  Intl.DateTimeFormat = RealDateTimeFormat;
  Intl.NumberFormat = RealNumberFormat;
  (globalThis as { Worker?: unknown }).Worker = RealWorker;
});

/** Runs the head's inline script as the browser would: the script itself, then the tasks it queued. */
function runScript(script: string, { queued = true } = {}) {
  jest.useFakeTimers();
  new Function(script)();
  if (queued) jest.runAllTimers();
  jest.useRealTimers();
}

/** Runs the head's inline script and returns the addresses of the workers it started. */
function startWorkers(script: string, options?: { queued?: boolean }): string[] {
  const started: string[] = [];
  (globalThis as { Worker?: unknown }).Worker = function (url: string) {
    started.push(url);
  };
  runScript(script, options);
  return started;
}

/** Runs the worker file as a worker at that address would, recording the formatters it builds and whether it ends itself. */
function runWorker(url: string) {
  const built: Array<[kind: string, tag: string | undefined, options: object]> = [];
  Intl.DateTimeFormat = function (tag: string | undefined, options: Intl.DateTimeFormatOptions) {
    built.push(['date', tag, options]);
    return new RealDateTimeFormat(tag, options);
  } as unknown as typeof Intl.DateTimeFormat;
  Intl.NumberFormat = function (tag: string | undefined, options: Intl.NumberFormatOptions) {
    built.push(['number', tag, options]);
    return new RealNumberFormat(tag, options);
  } as unknown as typeof Intl.NumberFormat;
  const close = jest.fn();
  const self = { location: new URL(url, 'http://aurora-dk.localhost') };
  new Function('self', 'close', WORKER_SOURCE)(self, close);
  return { built, closed: close.mock.calls.length };
}

describe("the signed-in pages' Intl warm-up", () => {
  it.each(LOCALES)("starts one worker from the site's own file, with %s's tag and time zone", (locale) => {
    const [url, ...others] = startWorkers(intlWarmUpScript(locale));
    expect(others).toEqual([]);
    const address = new URL(url!, 'http://aurora-dk.localhost');
    expect(address.origin).toBe('http://aurora-dk.localhost');
    expect(address.pathname).toBe(INTL_WARM_UP_WORKER_PATH);
    expect(Object.fromEntries(address.searchParams)).toEqual({ tag: LOCALE_TAGS[locale], zone: DISPLAY_TIME_ZONE[locale] });
  });

  it('starts the worker in a task of its own, not in the task that runs the script', () => {
    expect(startWorkers(intlWarmUpScript('da'), { queued: false })).toEqual([]);
    expect(startWorkers(intlWarmUpScript('da'))).toHaveLength(1);
  });

  it.each(LOCALES)("the worker builds a date formatter in %s's tag and display time zone, and a distance formatter, then ends", (locale) => {
    expect(runWorker(intlWarmUpWorkerUrl(locale))).toEqual({
      built: [
        ['date', LOCALE_TAGS[locale], { timeZone: DISPLAY_TIME_ZONE[locale], dateStyle: 'long' }],
        ['number', LOCALE_TAGS[locale], { style: 'unit', unit: 'kilometer', unitDisplay: 'short' }],
      ],
      closed: 1,
    });
  });

  it('builds no formatter on the page itself', () => {
    const built: string[] = [];
    Intl.DateTimeFormat = function () {
      built.push('date');
    } as unknown as typeof Intl.DateTimeFormat;
    Intl.NumberFormat = function () {
      built.push('number');
    } as unknown as typeof Intl.NumberFormat;
    startWorkers(intlWarmUpScript('da'));
    expect(built).toEqual([]);
  });

  it('never fails the page: not where workers are refused, not where Intl refuses', () => {
    (globalThis as { Worker?: unknown }).Worker = function () {
      throw new DOMException('refused', 'SecurityError');
    };
    expect(() => runScript(intlWarmUpScript('da'))).not.toThrow();
    delete (globalThis as { Worker?: unknown }).Worker;
    expect(() => runScript(intlWarmUpScript('da'))).not.toThrow();

    // A worker asked for a zone the browser does not know still ends without throwing.
    expect(runWorker(`${INTL_WARM_UP_WORKER_PATH}?tag=da-DK&zone=Nowhere%2FAtAll`).closed).toBe(1);
    Intl.DateTimeFormat = function () {
      throw new RangeError('no data');
    } as unknown as typeof Intl.DateTimeFormat;
    const close = jest.fn();
    expect(() => new Function('self', 'close', WORKER_SOURCE)({ location: new URL(intlWarmUpWorkerUrl('da'), 'http://x') }, close)).not.toThrow();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('is the typed function’s own text, called with the worker’s address, and does what calling it does', () => {
    expect(intlWarmUpScript('sv')).toBe(`(${startIntlWarmUp.toString()})(${JSON.stringify(intlWarmUpWorkerUrl('sv'))});`);
    const started: string[] = [];
    (globalThis as { Worker?: unknown }).Worker = function (url: string) {
      started.push(url);
    };
    jest.useFakeTimers();
    startIntlWarmUp(intlWarmUpWorkerUrl('sv'));
    jest.runAllTimers();
    expect(started).toEqual(startWorkers(intlWarmUpScript('sv')));
    expect(started).toEqual([intlWarmUpWorkerUrl('sv')]);
  });

  it('is one static text per language (the build hashes it for the CSP)', () => {
    expect(intlWarmUpScript('sv')).toBe(intlWarmUpScript('sv'));
    expect(intlWarmUpScript('sv')).not.toBe(intlWarmUpScript('da'));
    expect(intlWarmUpScript('no')).not.toContain('</');
  });
});
