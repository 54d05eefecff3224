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
import { profileKeys } from '../profile/profile-keys';
import { getRetailerSite, getRetailerSites, setPreferredRetailerSite } from './retailers-api';
import { retailerKeys } from './retailers-keys';

export function retailerSitesQueryOptions(client: ApiClient, query: VariablesOf<typeof getRetailerSites> = {}) {
  return callQueryOptions(client, retailerKeys.list(query), (c) => getRetailerSites(c, query));
}

export function useRetailerSites<T = DataOf<typeof getRetailerSites>>(
  query: VariablesOf<typeof getRetailerSites> = {},
  overrides?: QueryOverrides<DataOf<typeof getRetailerSites>, T>,
) {
  return useCallQuery((client) => retailerSitesQueryOptions(client, query), overrides);
}

export function retailerSiteQueryOptions(client: ApiClient, params: VariablesOf<typeof getRetailerSite>) {
  return callQueryOptions(client, retailerKeys.detail(params.retailerSiteId), (c) => getRetailerSite(c, params));
}

export function useRetailerSite<T = DataOf<typeof getRetailerSite>>(
  params: VariablesOf<typeof getRetailerSite>,
  overrides?: QueryOverrides<DataOf<typeof getRetailerSite>, T>,
) {
  return useCallQuery((client) => retailerSiteQueryOptions(client, params), overrides);
}

/** The preferred dealers are part of the profile (preferredRetailerSites). */
export function useSetPreferredRetailerSite(options?: MutationOptionsOf<typeof setPreferredRetailerSite>) {
  return useCallMutation(
    setPreferredRetailerSite,
    (queryClient) => queryClient.invalidateQueries({ queryKey: profileKeys.profile() }),
    options,
  );
}
