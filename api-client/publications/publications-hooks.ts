import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../core/client';
import type { QueryOverrides, VariablesOf } from '../core/query';
import { useApiClient } from '../api-client-provider';
import {
  auditEmailCampaignHighlight,
  auditHighlight,
  claimReward,
  getHighlights,
  getNonHighlights,
  getPublication,
  getPublications,
  getPublicationsV2,
  getPublicationSubcategories,
  getRewardCategories,
} from './publications-api';
import { publicationKeys } from './publications-keys';

export function highlightsQueryOptions(client: ApiClient, query: VariablesOf<typeof getHighlights> = {}) {
  return queryOptions({ queryKey: publicationKeys.highlights(query), queryFn: () => getHighlights(client, query) });
}

export function useHighlights(query: VariablesOf<typeof getHighlights> = {}, overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...highlightsQueryOptions(client, query), ...overrides });
}

export function nonHighlightsQueryOptions(client: ApiClient, query: VariablesOf<typeof getNonHighlights> = {}) {
  return queryOptions({ queryKey: publicationKeys.nonHighlights(query), queryFn: () => getNonHighlights(client, query) });
}

export function useNonHighlights(query: VariablesOf<typeof getNonHighlights> = {}, overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...nonHighlightsQueryOptions(client, query), ...overrides });
}

export function publicationsQueryOptions(client: ApiClient, query: VariablesOf<typeof getPublications> = {}) {
  return queryOptions({ queryKey: publicationKeys.list(query), queryFn: () => getPublications(client, query) });
}

export function usePublications(query: VariablesOf<typeof getPublications> = {}, overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...publicationsQueryOptions(client, query), ...overrides });
}

export function publicationsV2QueryOptions(client: ApiClient, query: VariablesOf<typeof getPublicationsV2> = {}) {
  return queryOptions({ queryKey: publicationKeys.listV2(query), queryFn: () => getPublicationsV2(client, query) });
}

export function usePublicationsV2(query: VariablesOf<typeof getPublicationsV2> = {}, overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...publicationsV2QueryOptions(client, query), ...overrides });
}

export function publicationQueryOptions(client: ApiClient, params: VariablesOf<typeof getPublication>) {
  return queryOptions({ queryKey: publicationKeys.detail(params.id), queryFn: () => getPublication(client, params) });
}

export function usePublication(params: VariablesOf<typeof getPublication>, overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...publicationQueryOptions(client, params), ...overrides });
}

export function rewardCategoriesQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: publicationKeys.rewardCategories(), queryFn: () => getRewardCategories(client) });
}

export function useRewardCategories(overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...rewardCategoriesQueryOptions(client), ...overrides });
}

export function publicationSubcategoriesQueryOptions(
  client: ApiClient,
  query: VariablesOf<typeof getPublicationSubcategories> = {},
) {
  return queryOptions({
    queryKey: publicationKeys.subcategories(query),
    queryFn: () => getPublicationSubcategories(client, query),
  });
}

export function usePublicationSubcategories(
  query: VariablesOf<typeof getPublicationSubcategories> = {},
  overrides?: QueryOverrides,
) {
  const client = useApiClient();
  return useQuery({ ...publicationSubcategoriesQueryOptions(client, query), ...overrides });
}

// The audit calls are GETs that record a view: sent once per key, never refetched.

export function auditHighlightQueryOptions(client: ApiClient, query: VariablesOf<typeof auditHighlight>) {
  return queryOptions({
    queryKey: publicationKeys.audit(query),
    queryFn: async () => {
      await auditHighlight(client, query);
      return null;
    },
    staleTime: Infinity,
  });
}

export function useAuditHighlight(query: VariablesOf<typeof auditHighlight>, overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...auditHighlightQueryOptions(client, query), ...overrides });
}

export function auditEmailCampaignHighlightQueryOptions(
  client: ApiClient,
  query: VariablesOf<typeof auditEmailCampaignHighlight>,
) {
  return queryOptions({
    queryKey: publicationKeys.emailCampaignAudit(query),
    queryFn: async () => {
      await auditEmailCampaignHighlight(client, query);
      return null;
    },
    staleTime: Infinity,
  });
}

export function useAuditEmailCampaignHighlight(
  query: VariablesOf<typeof auditEmailCampaignHighlight>,
  overrides?: QueryOverrides,
) {
  const client = useApiClient();
  return useQuery({ ...auditEmailCampaignHighlightQueryOptions(client, query), ...overrides });
}

/** A claimed reward shows as claimed in every list and in its detail. */
export function useClaimReward() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: VariablesOf<typeof claimReward>) => claimReward(client, params),
    onSuccess: (_, { rewardId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: publicationKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: publicationKeys.detail(rewardId) }),
      ]),
  });
}
