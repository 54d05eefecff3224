import { createHash } from 'node:crypto';

/** A stable UUID (version 5 layout) for a seed name, so demo data has the same ids on every start. */
export function seedUuid(name: string): string {
  const hex = createHash('sha1').update(`owner-portal-mock:${name}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** A stable number in [0, 1) for a seed name: deterministic variety without a random generator. */
export function seedFraction(name: string): number {
  return parseInt(createHash('sha1').update(name).digest('hex').slice(0, 8), 16) / 0x1_0000_0000;
}

const DAY_MS = 86_400_000;

/** A date `days` before `now`, at a given hour (UTC), as an ISO string. */
export function daysAgo(now: Date, days: number, hour = 9): string {
  const date = new Date(now.getTime() - days * DAY_MS);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
}

export function isoDate(iso: string): string {
  return iso.slice(0, 10);
}
