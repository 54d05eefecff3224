import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../core/client';
import type { QueryOverrides, VariablesOf } from '../core/query';
import { useApiClient } from '../api-client-provider';
import {
  buyGiftCard,
  getEarnedPointsSummary,
  getGiftCard,
  getGiftCards,
  getGiftCardVendor,
  getGiftCardVendors,
  getLoyaltyAccount,
  getRedemptions,
  pointsQuery,
  type PointsQuery,
} from './loyalty-api';
import { loyaltyKeys } from './loyalty-keys';

export function loyaltyAccountQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: loyaltyKeys.account(), queryFn: () => getLoyaltyAccount(client) });
}

export function useLoyaltyAccount(overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...loyaltyAccountQueryOptions(client), ...overrides });
}

export function earnedPointsSummaryQueryOptions(client: ApiClient, query: PointsQuery = {}) {
  return queryOptions({
    queryKey: loyaltyKeys.earnedPoints(pointsQuery(query)),
    queryFn: () => getEarnedPointsSummary(client, query),
  });
}

export function useEarnedPointsSummary(query: PointsQuery = {}, overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...earnedPointsSummaryQueryOptions(client, query), ...overrides });
}

export function redemptionsQueryOptions(client: ApiClient, query: PointsQuery = {}) {
  return queryOptions({
    queryKey: loyaltyKeys.redemptions(pointsQuery(query)),
    queryFn: () => getRedemptions(client, query),
  });
}

export function useRedemptions(query: PointsQuery = {}, overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...redemptionsQueryOptions(client, query), ...overrides });
}

export function giftCardsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: loyaltyKeys.giftCardList(), queryFn: () => getGiftCards(client) });
}

export function useGiftCards(overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...giftCardsQueryOptions(client), ...overrides });
}

export function giftCardQueryOptions(client: ApiClient, params: VariablesOf<typeof getGiftCard>) {
  return queryOptions({ queryKey: loyaltyKeys.giftCard(params.auditNumber), queryFn: () => getGiftCard(client, params) });
}

export function useGiftCard(params: VariablesOf<typeof getGiftCard>, overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...giftCardQueryOptions(client, params), ...overrides });
}

export function giftCardVendorsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: loyaltyKeys.vendorList(), queryFn: () => getGiftCardVendors(client) });
}

export function useGiftCardVendors(overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...giftCardVendorsQueryOptions(client), ...overrides });
}

export function giftCardVendorQueryOptions(client: ApiClient, params: VariablesOf<typeof getGiftCardVendor>) {
  return queryOptions({
    queryKey: loyaltyKeys.vendor(params.vendorCode),
    queryFn: () => getGiftCardVendor(client, params),
  });
}

export function useGiftCardVendor(params: VariablesOf<typeof getGiftCardVendor>, overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...giftCardVendorQueryOptions(client, params), ...overrides });
}

/** Buying spends points: the balance, the redemptions and the gift card list change. */
export function useBuyGiftCard() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VariablesOf<typeof buyGiftCard>) => buyGiftCard(client, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: loyaltyKeys.account() }),
        queryClient.invalidateQueries({ queryKey: loyaltyKeys.redemptionLists() }),
        queryClient.invalidateQueries({ queryKey: loyaltyKeys.giftCardList() }),
      ]),
  });
}
