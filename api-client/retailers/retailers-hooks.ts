import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../core/client';
import type { QueryOverrides, VariablesOf } from '../core/query';
import { useApiClient } from '../api-client-provider';
import { profileKeys } from '../profile/profile-keys';
import { getRetailerSite, getRetailerSites, setPreferredRetailerSite } from './retailers-api';
import { retailerKeys } from './retailers-keys';

export function retailerSitesQueryOptions(client: ApiClient, query: VariablesOf<typeof getRetailerSites> = {}) {
  return queryOptions({ queryKey: retailerKeys.list(query), queryFn: () => getRetailerSites(client, query) });
}

export function useRetailerSites(query: VariablesOf<typeof getRetailerSites> = {}, overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...retailerSitesQueryOptions(client, query), ...overrides });
}

export function retailerSiteQueryOptions(client: ApiClient, params: VariablesOf<typeof getRetailerSite>) {
  return queryOptions({
    queryKey: retailerKeys.detail(params.retailerSiteId),
    queryFn: () => getRetailerSite(client, params),
  });
}

export function useRetailerSite(params: VariablesOf<typeof getRetailerSite>, overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...retailerSiteQueryOptions(client, params), ...overrides });
}

/** The preferred dealers are part of the profile (preferredRetailerSites). */
export function useSetPreferredRetailerSite() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: VariablesOf<typeof setPreferredRetailerSite>) => setPreferredRetailerSite(client, params),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.profile() }),
  });
}
