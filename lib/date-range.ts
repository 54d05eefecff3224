/**
 * Date ranges an owner picks for a history (points, invoices): a preset or two custom days. Days
 * are whole UTC days, so a range's bounds are the same on every render and in every query key
 * (a range ending "now" would change its key every millisecond).
 */
import { isDay, type DateRangeChoice } from './date-range-choice';

export { RANGE_PRESETS, isDay, isRangePreset, type DateRangeChoice, type RangePreset } from './date-range-choice';

export interface ResolvedRange {
  start: Date;
  end: Date;
}

/**
 * The zone a range's bounds are shown in: its days are UTC days, so its last moment
 * (23:59:59.999 UTC) shown in Copenhagen's zone would read as the next day.
 */
export const RANGE_TIME_ZONE = 'UTC';

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999Z`);

/** The day (YYYY-MM-DD, UTC) of a moment. */
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The first and last moment of a choice; a custom range with a missing or reversed day falls back to the last 3 months. */
export function resolveRange(choice: DateRangeChoice, now: Date): ResolvedRange {
  const year = now.getUTCFullYear();
  switch (choice.preset) {
    case 'this-year':
      return { start: startOfDay(`${year}-01-01`), end: endOfDay(`${year}-12-31`) };
    case 'last-year':
      return { start: startOfDay(`${year - 1}-01-01`), end: endOfDay(`${year - 1}-12-31`) };
    case 'custom':
      if (isDay(choice.from) && isDay(choice.to) && choice.from <= choice.to) return { start: startOfDay(choice.from), end: endOfDay(choice.to) };
      return resolveRange({ preset: 'last-3-months' }, now);
    case 'last-3-months': {
      // The same day 3 months back, or that month's last day when it is shorter (31 May: 28 February).
      const month = now.getUTCMonth() - 3;
      const monthLength = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
      const start = new Date(Date.UTC(year, month, Math.min(now.getUTCDate(), monthLength)));
      return { start: startOfDay(dayOf(start)), end: endOfDay(dayOf(now)) };
    }
  }
}

/** The months (YYYY-MM) a range touches, oldest first. */
export function monthsOf({ start, end }: ResolvedRange): string[] {
  const months: string[] = [];
  const cursor = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1));
  while (cursor <= end && months.length < 36) {
    months.push(cursor.toISOString().slice(0, 7));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return months;
}
