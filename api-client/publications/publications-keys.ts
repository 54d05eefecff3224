import type { QueryParams } from '../core/types';

/** Publications are news, rewards, offers and events; rewards live here too. */
export const publicationKeys = {
  all: ['publications'] as const,
  lists: () => [...publicationKeys.all, 'list'] as const,
  list: (params: QueryParams<'/api/profile/publications', 'get'>) => [...publicationKeys.lists(), 'all', params] as const,
  listV2: (params: QueryParams<'/api/profile/publications/v2', 'get'>) => [...publicationKeys.lists(), 'v2', params] as const,
  highlights: (params: QueryParams<'/api/profile/highlights', 'get'>) =>
    [...publicationKeys.lists(), 'highlights', params] as const,
  nonHighlights: (params: QueryParams<'/api/profile/non-highlights', 'get'>) =>
    [...publicationKeys.lists(), 'non-highlights', params] as const,
  details: () => [...publicationKeys.all, 'detail'] as const,
  detail: (id: string) => [...publicationKeys.details(), id] as const,
  rewardCategories: () => [...publicationKeys.all, 'reward-categories'] as const,
  subcategories: (params: QueryParams<'/api/profile/publications/subcategories', 'get'>) =>
    [...publicationKeys.all, 'subcategories', params] as const,
  audit: (params: QueryParams<'/api/profile/highlights-audit', 'get'>) => [...publicationKeys.all, 'audit', params] as const,
  emailCampaignAudit: (params: QueryParams<'/api/profile/highlights-audit/email-campaign', 'get'>) =>
    [...publicationKeys.all, 'email-campaign-audit', params] as const,
};
