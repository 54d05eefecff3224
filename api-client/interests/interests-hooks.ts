import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../core/client';
import type { QueryOverrides, VariablesOf } from '../core/query';
import { useApiClient } from '../api-client-provider';
import {
  getExternalCategories,
  getInterests,
  getProfileCategories,
  getProfileSubcategories,
  updateInterests,
} from './interests-api';
import { interestKeys } from './interests-keys';

export function profileCategoriesQueryOptions(client: ApiClient, query: VariablesOf<typeof getProfileCategories>) {
  return queryOptions({ queryKey: interestKeys.categories(query), queryFn: () => getProfileCategories(client, query) });
}

export function useProfileCategories(query: VariablesOf<typeof getProfileCategories>, overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...profileCategoriesQueryOptions(client, query), ...overrides });
}

export function externalCategoriesQueryOptions(client: ApiClient, query: VariablesOf<typeof getExternalCategories>) {
  return queryOptions({
    queryKey: interestKeys.externalCategories(query),
    queryFn: () => getExternalCategories(client, query),
  });
}

export function useExternalCategories(query: VariablesOf<typeof getExternalCategories>, overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...externalCategoriesQueryOptions(client, query), ...overrides });
}

export function profileSubcategoriesQueryOptions(client: ApiClient, query: VariablesOf<typeof getProfileSubcategories> = {}) {
  return queryOptions({
    queryKey: interestKeys.subcategories(query),
    queryFn: () => getProfileSubcategories(client, query),
  });
}

export function useProfileSubcategories(query: VariablesOf<typeof getProfileSubcategories> = {}, overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...profileSubcategoriesQueryOptions(client, query), ...overrides });
}

export function interestsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: interestKeys.mine(), queryFn: () => getInterests(client) });
}

export function useInterests(overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...interestsQueryOptions(client), ...overrides });
}

export function useUpdateInterests() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VariablesOf<typeof updateInterests>) => updateInterests(client, body),
    onSuccess: (interests) => queryClient.setQueryData(interestKeys.mine(), interests),
  });
}
