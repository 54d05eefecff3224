import { isDay, resolveRange } from '@/lib/date-range';

const day = (date: Date) => date.toISOString().slice(0, 10);
const last3Months = (now: string) => {
  const range = resolveRange({ preset: 'last-3-months' }, new Date(`${now}T12:00:00Z`));
  return [day(range.start), day(range.end)];
};

describe('the last 3 months', () => {
  it.each([
    ['2026-05-31', '2026-02-28'],
    ['2024-05-31', '2024-02-29'],
    ['2026-05-15', '2026-02-15'],
    ['2026-07-31', '2026-04-30'],
    ['2026-12-31', '2026-09-30'],
    // Across the year's start.
    ['2026-01-31', '2025-10-31'],
    ['2026-02-28', '2025-11-28'],
    ['2026-03-31', '2025-12-31'],
    ['2026-03-01', '2025-12-01'],
  ])('from %s start on %s (the last day of a shorter month, not a day of the next)', (now, start) => {
    expect(last3Months(now)).toEqual([start, now]);
  });

  it('are what a custom range with an impossible day falls back to', () => {
    const now = new Date('2026-05-31T12:00:00Z');
    expect(resolveRange({ preset: 'custom', from: '2026-02-31', to: '2026-04-01' }, now)).toEqual(resolveRange({ preset: 'last-3-months' }, now));
  });
});

describe('isDay', () => {
  it.each(['2026-02-28', '2024-02-29', '2026-12-31', '2026-01-01', '2000-02-29'])('takes %s', (value) => {
    expect(isDay(value)).toBe(true);
  });

  it.each(['2026-02-31', '2026-02-29', '2100-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-1-01', '', 20260101, null])(
    'refuses %p',
    (value) => {
      expect(isDay(value)).toBe(false);
    },
  );
});
