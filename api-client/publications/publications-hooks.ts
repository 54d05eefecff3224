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

const reference = { staleTime: STALE_TIME_MS.reference };

export function highlightsQueryOptions(client: ApiClient, query: VariablesOf<typeof getHighlights> = {}) {
  return callQueryOptions(client, publicationKeys.highlights(query), (c) => getHighlights(c, query));
}

export function useHighlights<T = DataOf<typeof getHighlights>>(
  query: VariablesOf<typeof getHighlights> = {},
  overrides?: QueryOverrides<DataOf<typeof getHighlights>, T>,
) {
  return useCallQuery((client) => highlightsQueryOptions(client, query), overrides);
}

export function nonHighlightsQueryOptions(client: ApiClient, query: VariablesOf<typeof getNonHighlights> = {}) {
  return callQueryOptions(client, publicationKeys.nonHighlights(query), (c) => getNonHighlights(c, query));
}

export function useNonHighlights<T = DataOf<typeof getNonHighlights>>(
  query: VariablesOf<typeof getNonHighlights> = {},
  overrides?: QueryOverrides<DataOf<typeof getNonHighlights>, T>,
) {
  return useCallQuery((client) => nonHighlightsQueryOptions(client, query), overrides);
}

export function publicationsQueryOptions(client: ApiClient, query: VariablesOf<typeof getPublications> = {}) {
  return callQueryOptions(client, publicationKeys.list(query), (c) => getPublications(c, query));
}

export function usePublications<T = DataOf<typeof getPublications>>(
  query: VariablesOf<typeof getPublications> = {},
  overrides?: QueryOverrides<DataOf<typeof getPublications>, T>,
) {
  return useCallQuery((client) => publicationsQueryOptions(client, query), overrides);
}

export function publicationsV2QueryOptions(client: ApiClient, query: VariablesOf<typeof getPublicationsV2> = {}) {
  return callQueryOptions(client, publicationKeys.listV2(query), (c) => getPublicationsV2(c, query));
}

export function usePublicationsV2<T = DataOf<typeof getPublicationsV2>>(
  query: VariablesOf<typeof getPublicationsV2> = {},
  overrides?: QueryOverrides<DataOf<typeof getPublicationsV2>, T>,
) {
  return useCallQuery((client) => publicationsV2QueryOptions(client, query), overrides);
}

export function publicationQueryOptions(client: ApiClient, params: VariablesOf<typeof getPublication>) {
  return callQueryOptions(client, publicationKeys.detail(params.id), (c) => getPublication(c, params));
}

export function usePublication<T = DataOf<typeof getPublication>>(
  params: VariablesOf<typeof getPublication>,
  overrides?: QueryOverrides<DataOf<typeof getPublication>, T>,
) {
  return useCallQuery((client) => publicationQueryOptions(client, params), overrides);
}

export function rewardCategoriesQueryOptions(client: ApiClient) {
  return callQueryOptions(client, publicationKeys.rewardCategories(), getRewardCategories, reference);
}

export function useRewardCategories<T = DataOf<typeof getRewardCategories>>(
  overrides?: QueryOverrides<DataOf<typeof getRewardCategories>, T>,
) {
  return useCallQuery(rewardCategoriesQueryOptions, overrides);
}

export function publicationSubcategoriesQueryOptions(
  client: ApiClient,
  query: VariablesOf<typeof getPublicationSubcategories> = {},
) {
  return callQueryOptions(
    client,
    publicationKeys.subcategories(query),
    (c) => getPublicationSubcategories(c, query),
    reference,
  );
}

export function usePublicationSubcategories<T = DataOf<typeof getPublicationSubcategories>>(
  query: VariablesOf<typeof getPublicationSubcategories> = {},
  overrides?: QueryOverrides<DataOf<typeof getPublicationSubcategories>, T>,
) {
  return useCallQuery((client) => publicationSubcategoriesQueryOptions(client, query), overrides);
}

// The audit calls are GETs that record a view: sent once per key, never refetched.
const once = { staleTime: STALE_TIME_MS.once };

export function auditHighlightQueryOptions(client: ApiClient, query: VariablesOf<typeof auditHighlight>) {
  return callQueryOptions(
    client,
    publicationKeys.audit(query),
    async (c) => {
      await auditHighlight(c, query);
      return null;
    },
    once,
  );
}

export function useAuditHighlight<T = null>(
  query: VariablesOf<typeof auditHighlight>,
  overrides?: QueryOverrides<null, T>,
) {
  return useCallQuery((client) => auditHighlightQueryOptions(client, query), overrides);
}

export function auditEmailCampaignHighlightQueryOptions(
  client: ApiClient,
  query: VariablesOf<typeof auditEmailCampaignHighlight>,
) {
  return callQueryOptions(
    client,
    publicationKeys.emailCampaignAudit(query),
    async (c) => {
      await auditEmailCampaignHighlight(c, query);
      return null;
    },
    once,
  );
}

export function useAuditEmailCampaignHighlight<T = null>(
  query: VariablesOf<typeof auditEmailCampaignHighlight>,
  overrides?: QueryOverrides<null, T>,
) {
  return useCallQuery((client) => auditEmailCampaignHighlightQueryOptions(client, query), overrides);
}

/** A claimed reward shows as claimed in every list and in its detail. */
export function useClaimReward(options?: MutationOptionsOf<typeof claimReward>) {
  return useCallMutation(
    claimReward,
    (queryClient, _, { rewardId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: publicationKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: publicationKeys.detail(rewardId) }),
      ]),
    options,
  );
}
