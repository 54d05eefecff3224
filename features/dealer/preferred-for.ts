import { COUNT_HINT_KEYS } from '@/config/boot';
import type { CountHint } from '@/lib/boot/count-hint';
import type { Profile } from '@/api-client/profile/profile-api';
import type { RetailerSiteType } from '@/api-client/retailers/retailers-api';

const TYPES: RetailerSiteType[] = ['service', 'sales'];

/** The types a dealer is the owner's preferred one for (service first: it is the one home shows). */
export function preferredFor(profile: Pick<Profile, 'preferredRetailerSites'> | undefined, retailerSiteId: string): RetailerSiteType[] {
  if (!profile) return [];
  return TYPES.filter((type) => profile.preferredRetailerSites[type] === retailerSiteId);
}

/** The owner's preferred dealers' ids, each once, service first. */
export function preferredIds(profile: Pick<Profile, 'preferredRetailerSites'> | undefined): string[] {
  if (!profile) return [];
  return [...new Set(TYPES.map((type) => profile.preferredRetailerSites[type]).filter((id): id is string => Boolean(id)))];
}

/**
 * How many preferred dealers the owner had when their profile was last shown in this browser
 * (home and the dealer page, lib/boot/count-hint.ts): the dealer page outlines that many cards while
 * the profile loads, so the finder below keeps its place. 1 when nothing is known yet.
 */
export const PREFERRED_DEALERS_HINT: CountHint = { key: COUNT_HINT_KEYS.preferredDealers, fallback: 1, min: 0, max: TYPES.length };
