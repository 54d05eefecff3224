import type { QueryParams } from '../core/types';

/** Retailer sites are the product's dealers. */
export const retailerKeys = {
  all: ['retailer-sites'] as const,
  lists: () => [...retailerKeys.all, 'list'] as const,
  list: (params: QueryParams<'/api/profile/retailer-sites', 'get'>) => [...retailerKeys.lists(), params] as const,
  details: () => [...retailerKeys.all, 'detail'] as const,
  detail: (retailerSiteId: string) => [...retailerKeys.details(), retailerSiteId] as const,
};
