import type { QueryParams } from '../core/types';

export const newsKeys = {
  all: ['news'] as const,
  lists: () => [...newsKeys.all, 'list'] as const,
  list: (params: QueryParams<'/api/profile/news', 'get'>) => [...newsKeys.lists(), params] as const,
  infinite: (params: Omit<QueryParams<'/api/profile/news', 'get'>, 'page'>) => [...newsKeys.all, 'infinite', params] as const,
};
