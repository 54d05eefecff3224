import type { QueryParams } from '../core/types';

export const partsBasketKeys = {
  all: ['parts-basket'] as const,
  categories: (params: QueryParams<'/api/parts-basket/categories', 'get'>) => [...partsBasketKeys.all, 'categories', params] as const,
  models: (params: QueryParams<'/api/parts-basket/models', 'get'>) => [...partsBasketKeys.all, 'models', params] as const,
  parts: (params: QueryParams<'/api/parts-basket/parts', 'get'>) => [...partsBasketKeys.all, 'parts', params] as const,
};
