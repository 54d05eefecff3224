/**
 * What an owner picks for a history's period (lib/date-range.ts) and the checks of a picked day
 * or preset: all a page needs to read a period from its URL, apart from the calendar arithmetic,
 * so a page that only carries the period along (the rewards page's Points tab link) loads no more.
 */
export const RANGE_PRESETS = ['last-3-months', 'this-year', 'last-year', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface DateRangeChoice {
  preset: RangePreset;
  /** YYYY-MM-DD, only for custom. */
  from?: string;
  to?: string;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real day written YYYY-MM-DD: 2026-02-31 is none (a Date would roll it over to 3 March). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function isRangePreset(value: unknown): value is RangePreset {
  return typeof value === 'string' && (RANGE_PRESETS as readonly string[]).includes(value);
}
