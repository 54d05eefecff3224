import { STALE_TIME_MS } from '@/config/api';
import type { ApiClient } from '../core/client';
import {
  callQueryOptions,
  useCallMutation,
  useCallQuery,
  type DataOf,
  type MutationOptionsOf,
  type QueryOverrides,
  type VariablesOf,
} from '../core/query';
import {
  getExternalCategories,
  getInterests,
  getProfileCategories,
  getProfileSubcategories,
  updateInterests,
} from './interests-api';
import { interestKeys } from './interests-keys';

const reference = { staleTime: STALE_TIME_MS.reference };

export function profileCategoriesQueryOptions(client: ApiClient, query: VariablesOf<typeof getProfileCategories>) {
  return callQueryOptions(client, interestKeys.categories(query), (c) => getProfileCategories(c, query), reference);
}

export function useProfileCategories<T = DataOf<typeof getProfileCategories>>(
  query: VariablesOf<typeof getProfileCategories>,
  overrides?: QueryOverrides<DataOf<typeof getProfileCategories>, T>,
) {
  return useCallQuery((client) => profileCategoriesQueryOptions(client, query), overrides);
}

export function externalCategoriesQueryOptions(client: ApiClient, query: VariablesOf<typeof getExternalCategories>) {
  return callQueryOptions(client, interestKeys.externalCategories(query), (c) => getExternalCategories(c, query), reference);
}

export function useExternalCategories<T = DataOf<typeof getExternalCategories>>(
  query: VariablesOf<typeof getExternalCategories>,
  overrides?: QueryOverrides<DataOf<typeof getExternalCategories>, T>,
) {
  return useCallQuery((client) => externalCategoriesQueryOptions(client, query), overrides);
}

export function profileSubcategoriesQueryOptions(client: ApiClient, query: VariablesOf<typeof getProfileSubcategories> = {}) {
  return callQueryOptions(client, interestKeys.subcategories(query), (c) => getProfileSubcategories(c, query), reference);
}

export function useProfileSubcategories<T = DataOf<typeof getProfileSubcategories>>(
  query: VariablesOf<typeof getProfileSubcategories> = {},
  overrides?: QueryOverrides<DataOf<typeof getProfileSubcategories>, T>,
) {
  return useCallQuery((client) => profileSubcategoriesQueryOptions(client, query), overrides);
}

export function interestsQueryOptions(client: ApiClient) {
  return callQueryOptions(client, interestKeys.mine(), getInterests);
}

export function useInterests<T = DataOf<typeof getInterests>>(overrides?: QueryOverrides<DataOf<typeof getInterests>, T>) {
  return useCallQuery(interestsQueryOptions, overrides);
}

export function useUpdateInterests(options?: MutationOptionsOf<typeof updateInterests>) {
  return useCallMutation(
    updateInterests,
    (queryClient, interests) => queryClient.setQueryData(interestKeys.mine(), interests),
    options,
  );
}
