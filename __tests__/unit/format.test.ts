import { firstDayOfWeek, formatDate, formatDateTime, formatDistance, formatNumber } from '@/lib/format';

// Intl uses a no-break space (U+00A0) or narrow no-break space as the Swedish and Norwegian group separator.
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting for the page language', () => {
  const noonUtc = new Date('2024-03-05T12:00:00Z');

  it('writes dates the Danish and Swedish way', () => {
    expect(formatDate(noonUtc, 'da')).toBe('5.3.2024');
    expect(formatDate(noonUtc, 'sv')).toBe('2024-03-05');
    expect(formatDate('2024-03-05T12:00:00Z', 'da', { dateStyle: 'long' })).toBe('5. marts 2024');
    expect(formatDate(noonUtc.getTime(), 'sv', { dateStyle: 'long' })).toBe('5 mars 2024');
  });

  it('shows times in the market time zone, not the server one', () => {
    expect(formatDateTime(noonUtc, 'da')).toBe('05.03.2024, 13.00');
    expect(formatDateTime(noonUtc, 'sv')).toBe('2024-03-05 13:00');
    // 23:30 UTC is already the next day in Copenhagen.
    expect(formatDate('2024-03-05T23:30:00Z', 'da')).toBe('6.3.2024');
  });

  it('rejects a value that is not a date', () => {
    expect(() => formatDate('not a date', 'da')).toThrow('Not a date: not a date');
  });

  it('writes numbers with the language separators', () => {
    expect(formatNumber(1234.5, 'da')).toBe('1.234,5');
    expect(spaces(formatNumber(1234.5, 'sv'))).toBe('1 234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(spaces(formatNumber(1234.5, 'no'))).toBe('1 234,5');
  });

  it('writes distances in whole kilometres unless asked for decimals', () => {
    expect(formatDistance(12345.6, 'da')).toBe('12.346 km');
    expect(spaces(formatDistance(12345, 'sv'))).toBe('12 345 km');
    expect(formatDistance(12.25, 'da', { maximumFractionDigits: 1 })).toBe('12,3 km');
  });

  it('starts the week on Monday for da, sv and no', () => {
    expect(firstDayOfWeek('da')).toBe(1);
    expect(firstDayOfWeek('sv')).toBe(1);
    expect(firstDayOfWeek('no')).toBe(1);
  });
});
