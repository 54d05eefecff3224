import { STALE_TIME_MS } from '@/config/api';
import type { ApiClient } from '../core/client';
import { callQueryOptions, useCallQuery, type DataOf, type QueryOverrides, type VariablesOf } from '../core/query';
import { getParts, getPartsCategories, getPartsModels } from './parts-basket-api';
import { partsBasketKeys } from './parts-basket-keys';

const reference = { staleTime: STALE_TIME_MS.reference };

export function partsCategoriesQueryOptions(client: ApiClient, query: VariablesOf<typeof getPartsCategories> = {}) {
  return callQueryOptions(client, partsBasketKeys.categories(query), (c) => getPartsCategories(c, query), reference);
}

export function usePartsCategories<T = DataOf<typeof getPartsCategories>>(
  query: VariablesOf<typeof getPartsCategories> = {},
  overrides?: QueryOverrides<DataOf<typeof getPartsCategories>, T>,
) {
  return useCallQuery((client) => partsCategoriesQueryOptions(client, query), overrides);
}

export function partsModelsQueryOptions(client: ApiClient, query: VariablesOf<typeof getPartsModels> = {}) {
  return callQueryOptions(client, partsBasketKeys.models(query), (c) => getPartsModels(c, query), reference);
}

export function usePartsModels<T = DataOf<typeof getPartsModels>>(
  query: VariablesOf<typeof getPartsModels> = {},
  overrides?: QueryOverrides<DataOf<typeof getPartsModels>, T>,
) {
  return useCallQuery((client) => partsModelsQueryOptions(client, query), overrides);
}

export function partsQueryOptions(client: ApiClient, query: VariablesOf<typeof getParts> = {}) {
  return callQueryOptions(client, partsBasketKeys.parts(query), (c) => getParts(c, query));
}

export function useParts<T = DataOf<typeof getParts>>(
  query: VariablesOf<typeof getParts> = {},
  overrides?: QueryOverrides<DataOf<typeof getParts>, T>,
) {
  return useCallQuery((client) => partsQueryOptions(client, query), overrides);
}
