import { PORTAL_LOGIN_PLATFORM, REWARD_PUBLICATION_TYPES, REWARDS_PAGE_SIZE } from '@/config/api';
import type { SiteConfig } from '@/config/site-schema';
import type { getPublications } from '@/api-client/publications/publications-api';
import type { VariablesOf } from '@/api-client/core/query';
import type { GroupFilters, RewardGroupKey } from './rewards-url';

export type RewardGroupSettings = SiteConfig['rewards']['forYou'];

/** The groups a site shows and how: the vehicle group is a tab of its own only with hasVehicleTab. */
export function rewardLayout(site: Pick<SiteConfig, 'hasVehicleTab'>): 'tabs' | 'sections' {
  return site.hasVehicleTab ? 'tabs' : 'sections';
}

export const REWARD_GROUPS: readonly RewardGroupKey[] = ['forYou', 'forVehicle'];

/** Which filters a group offers, from its settings. */
export function groupFilterControls(settings: RewardGroupSettings): { category: boolean; subCategory: boolean } {
  return { category: settings.categorySelect, subCategory: settings.useSubCategory };
}

/**
 * The category a group lists: where the group lets the owner pick, their pick, and every category
 * (undefined) until they pick one, so nothing is hidden behind a filter the owner did not set;
 * else the group's own. A filter in the URL that the group does not offer is ignored.
 */
export function effectiveCategory(settings: RewardGroupSettings, filters: GroupFilters): string | undefined {
  return settings.categorySelect ? filters.category : settings.category;
}

/**
 * The publications query a group sends (docs/product.md#glossary, api-client/openapi.yaml): its
 * settings plus the owner's filters, a page of REWARDS_PAGE_SIZE at a time (page 1 here; the list
 * asks for the next pages with "show more").
 */
export function groupPublicationsQuery(settings: RewardGroupSettings, filters: GroupFilters): VariablesOf<typeof getPublications> & { Page: 1 } {
  const category = effectiveCategory(settings, filters);
  // A subcategory belongs to a category: with every category listed there is none to pick.
  const subCategory = settings.useSubCategory && category ? filters.subCategory : undefined;
  return {
    ...(category ? { Category: category } : {}),
    IsHighlight: settings.isHighlight,
    IncludeExternal: settings.includeExternal,
    PublicationTypes: [...REWARD_PUBLICATION_TYPES],
    LoginPlatform: PORTAL_LOGIN_PLATFORM,
    ...(subCategory ? { SubCategory: subCategory } : {}),
    Page: 1 as const,
    PageSize: REWARDS_PAGE_SIZE,
  };
}
