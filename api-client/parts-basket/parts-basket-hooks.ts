import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../core/client';
import type { QueryOverrides, VariablesOf } from '../core/query';
import { useApiClient } from '../api-client-provider';
import { getParts, getPartsCategories, getPartsModels } from './parts-basket-api';
import { partsBasketKeys } from './parts-basket-keys';

export function partsCategoriesQueryOptions(client: ApiClient, query: VariablesOf<typeof getPartsCategories> = {}) {
  return queryOptions({ queryKey: partsBasketKeys.categories(query), queryFn: () => getPartsCategories(client, query) });
}

export function usePartsCategories(query: VariablesOf<typeof getPartsCategories> = {}, overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...partsCategoriesQueryOptions(client, query), ...overrides });
}

export function partsModelsQueryOptions(client: ApiClient, query: VariablesOf<typeof getPartsModels> = {}) {
  return queryOptions({ queryKey: partsBasketKeys.models(query), queryFn: () => getPartsModels(client, query) });
}

export function usePartsModels(query: VariablesOf<typeof getPartsModels> = {}, overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...partsModelsQueryOptions(client, query), ...overrides });
}

export function partsQueryOptions(client: ApiClient, query: VariablesOf<typeof getParts> = {}) {
  return queryOptions({ queryKey: partsBasketKeys.parts(query), queryFn: () => getParts(client, query) });
}

export function useParts(query: VariablesOf<typeof getParts> = {}, overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...partsQueryOptions(client, query), ...overrides });
}
