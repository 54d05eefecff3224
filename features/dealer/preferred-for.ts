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
