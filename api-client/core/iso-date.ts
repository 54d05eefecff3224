import type { DateInput } from './types';

/** Dates in list queries go out as ISO 8601 strings (docs/product.md#errors). An unparseable value throws before sending. */
export function toIsoString(value: DateInput): string;
export function toIsoString(value: DateInput | undefined): string | undefined;
export function toIsoString(value: DateInput | undefined): string | undefined {
  if (value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date in a query: ${String(value)}`);
  return date.toISOString();
}
