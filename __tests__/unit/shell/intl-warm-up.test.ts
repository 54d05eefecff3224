import { DISPLAY_TIME_ZONE } from '@/config/calendar';
import { LOCALE_TAGS, LOCALES } from '@/config/locales';
import { intlWarmUpScript, intlWarmUpWork } from '@/lib/intl-warm-up-script';

const RealDateTimeFormat = Intl.DateTimeFormat;
const RealNumberFormat = Intl.NumberFormat;
const RealWorker = (globalThis as { Worker?: unknown }).Worker;
const RealCreateObjectURL = URL.createObjectURL;

afterEach(() => {
  jest.useRealTimers();
  Intl.DateTimeFormat = RealDateTimeFormat;
  Intl.NumberFormat = RealNumberFormat;
  (globalThis as { Worker?: unknown }).Worker = RealWorker;
  URL.createObjectURL = RealCreateObjectURL;
});

/** Runs the head's inline script as the browser would: the script itself, then the tasks it queued. */
function runScript(script: string, { queued = true } = {}) {
  jest.useFakeTimers();
  new Function(script)();
  if (queued) jest.runAllTimers();
  jest.useRealTimers();
}

/** Runs the head's inline script and returns the workers it started (their source). */
async function startWorkers(script: string, options?: { queued?: boolean }) {
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  const started: string[] = [];
  (globalThis as { Worker?: unknown }).Worker = function (url: string) {
    started.push(url);
  };
  runScript(script, options);
  return Promise.all(started.map(async (url) => ({ type: blobs.get(url)!.type, source: await blobs.get(url)!.text() })));
}

/** Runs a worker's source, recording the formatters it builds and whether it ends itself. */
function runWork(source: string) {
  const built: Array<[kind: string, tag: string, options: object]> = [];
  Intl.DateTimeFormat = function (tag: string, options: Intl.DateTimeFormatOptions) {
    built.push(['date', tag, options]);
    return new RealDateTimeFormat(tag, options);
  } as unknown as typeof Intl.DateTimeFormat;
  Intl.NumberFormat = function (tag: string, options: Intl.NumberFormatOptions) {
    built.push(['number', tag, options]);
    return new RealNumberFormat(tag, options);
  } as unknown as typeof Intl.NumberFormat;
  const close = jest.fn();
  new Function('close', source)(close);
  return { built, closed: close.mock.calls.length };
}

describe("the signed-in pages' Intl warm-up", () => {
  it.each(LOCALES)('starts one worker from a blob, with the work of %s', async (locale) => {
    const workers = await startWorkers(intlWarmUpScript(locale));
    expect(workers).toEqual([{ type: 'text/javascript', source: intlWarmUpWork(locale) }]);
  });

  it('starts the worker in a task of its own, not in the task that runs the script', async () => {
    expect(await startWorkers(intlWarmUpScript('da'), { queued: false })).toEqual([]);
    expect(await startWorkers(intlWarmUpScript('da'))).toHaveLength(1);
  });

  it.each(LOCALES)("the worker builds a date formatter in %s's tag and display time zone, and a distance formatter, then ends", (locale) => {
    expect(runWork(intlWarmUpWork(locale))).toEqual({
      built: [
        ['date', LOCALE_TAGS[locale], { timeZone: DISPLAY_TIME_ZONE[locale], dateStyle: 'long' }],
        ['number', LOCALE_TAGS[locale], { style: 'unit', unit: 'kilometer', unitDisplay: 'short' }],
      ],
      closed: 1,
    });
  });

  it('builds no formatter on the page itself', async () => {
    const built: string[] = [];
    Intl.DateTimeFormat = function () {
      built.push('date');
    } as unknown as typeof Intl.DateTimeFormat;
    Intl.NumberFormat = function () {
      built.push('number');
    } as unknown as typeof Intl.NumberFormat;
    await startWorkers(intlWarmUpScript('da'));
    expect(built).toEqual([]);
  });

  it('never fails the page: not where workers are refused, not where Intl refuses', () => {
    (globalThis as { Worker?: unknown }).Worker = function () {
      throw new DOMException('refused', 'SecurityError');
    };
    expect(() => runScript(intlWarmUpScript('da'))).not.toThrow();
    delete (globalThis as { Worker?: unknown }).Worker;
    expect(() => runScript(intlWarmUpScript('da'))).not.toThrow();

    Intl.DateTimeFormat = function () {
      throw new RangeError('no data');
    } as unknown as typeof Intl.DateTimeFormat;
    const close = jest.fn();
    expect(() => new Function('close', intlWarmUpWork('da'))(close)).not.toThrow();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('is one static text per language (the build hashes it for the CSP)', () => {
    expect(intlWarmUpScript('sv')).toBe(intlWarmUpScript('sv'));
    expect(intlWarmUpScript('sv')).not.toBe(intlWarmUpScript('da'));
    expect(intlWarmUpScript('no')).not.toContain('</');
  });
});
