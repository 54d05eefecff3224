import { DISPLAY_TIME_ZONE } from '@/config/calendar';
import { LOCALE_TAGS, LOCALES } from '@/config/locales';
import { intlWarmUpScript } from '@/lib/intl-warm-up-script';

const RealDateTimeFormat = Intl.DateTimeFormat;
const RealNumberFormat = Intl.NumberFormat;

afterEach(() => {
  Intl.DateTimeFormat = RealDateTimeFormat;
  Intl.NumberFormat = RealNumberFormat;
});

/** Runs the head's inline script as the browser would, recording the formatters it builds. */
function run(script: string) {
  const built: Array<[kind: string, tag: string, options: object]> = [];
  Intl.DateTimeFormat = function (tag: string, options: Intl.DateTimeFormatOptions) {
    built.push(['date', tag, options]);
    return new RealDateTimeFormat(tag, options);
  } as unknown as typeof Intl.DateTimeFormat;
  Intl.NumberFormat = function (tag: string, options: Intl.NumberFormatOptions) {
    built.push(['number', tag, options]);
    return new RealNumberFormat(tag, options);
  } as unknown as typeof Intl.NumberFormat;
  new Function(script)();
  return built;
}

describe("the signed-in pages' Intl warm-up", () => {
  it.each(LOCALES)("builds a date formatter in %s's tag and display time zone, and a distance formatter", (locale) => {
    expect(run(intlWarmUpScript(locale))).toEqual([
      ['date', LOCALE_TAGS[locale], { timeZone: DISPLAY_TIME_ZONE[locale], dateStyle: 'long' }],
      ['number', LOCALE_TAGS[locale], { style: 'unit', unit: 'kilometer', unitDisplay: 'short' }],
    ]);
  });

  it('never fails the page, even where Intl refuses', () => {
    Intl.DateTimeFormat = function () {
      throw new RangeError('no data');
    } as unknown as typeof Intl.DateTimeFormat;
    expect(() => new Function(intlWarmUpScript('da'))()).not.toThrow();
  });

  it('is one static text per language (the build hashes it for the CSP)', () => {
    expect(intlWarmUpScript('sv')).toBe(intlWarmUpScript('sv'));
    expect(intlWarmUpScript('sv')).not.toBe(intlWarmUpScript('da'));
    expect(intlWarmUpScript('no')).not.toContain('</');
  });
});
