import type { QueryParams } from '../core/types';

export const interestKeys = {
  all: ['interests'] as const,
  mine: () => [...interestKeys.all, 'mine'] as const,
  categories: (params: QueryParams<'/api/profile/categories', 'get'>) => [...interestKeys.all, 'categories', params] as const,
  externalCategories: (params: QueryParams<'/api/profile/external/categories', 'get'>) =>
    [...interestKeys.all, 'external-categories', params] as const,
  subcategories: (params: QueryParams<'/api/profile/subcategories', 'get'>) =>
    [...interestKeys.all, 'subcategories', params] as const,
};
