import { STALE_TIME_MS } from '@/config/api';
import { POINTS_CHART_PAGE_SIZE } from '@/config/loyalty';
import { readAllPages } from '../core/all-pages';
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

const reference = { staleTime: STALE_TIME_MS.reference };

export function loyaltyAccountQueryOptions(client: ApiClient) {
  return callQueryOptions(client, loyaltyKeys.account(), getLoyaltyAccount);
}

export function useLoyaltyAccount<T = DataOf<typeof getLoyaltyAccount>>(
  overrides?: QueryOverrides<DataOf<typeof getLoyaltyAccount>, T>,
) {
  return useCallQuery(loyaltyAccountQueryOptions, overrides);
}

export function earnedPointsSummaryQueryOptions(client: ApiClient, query: PointsQuery = {}) {
  return callQueryOptions(client, loyaltyKeys.earnedPoints(pointsQuery(query)), (c) => getEarnedPointsSummary(c, query));
}

export function useEarnedPointsSummary<T = DataOf<typeof getEarnedPointsSummary>>(
  query: PointsQuery = {},
  overrides?: QueryOverrides<DataOf<typeof getEarnedPointsSummary>, T>,
) {
  return useCallQuery((client) => earnedPointsSummaryQueryOptions(client, query), overrides);
}

export function redemptionsQueryOptions(client: ApiClient, query: PointsQuery = {}) {
  return callQueryOptions(client, loyaltyKeys.redemptions(pointsQuery(query)), (c) => getRedemptions(c, query));
}

export function useRedemptions<T = DataOf<typeof getRedemptions>>(
  query: PointsQuery = {},
  overrides?: QueryOverrides<DataOf<typeof getRedemptions>, T>,
) {
  return useCallQuery((client) => redemptionsQueryOptions(client, query), overrides);
}

/** A period's every entry, asked for in pages of POINTS_CHART_PAGE_SIZE (the API's largest). */
type WholePeriod = Omit<PointsQuery, 'Page' | 'PageSize'>;

/** Every earned entry of a period (the points chart needs them all; page 1 is what the Points tab's early call asks). */
export function allEarnedPointsQueryOptions(client: ApiClient, query: WholePeriod) {
  const first = { ...query, Page: 1, PageSize: POINTS_CHART_PAGE_SIZE };
  return callQueryOptions(client, [...loyaltyKeys.earnedPoints(pointsQuery(first)), 'all-pages'] as const, (c) =>
    readAllPages((Page) => getEarnedPointsSummary(c, { ...first, Page })),
  );
}

export function useAllEarnedPoints(query: WholePeriod) {
  return useCallQuery((client) => allEarnedPointsQueryOptions(client, query));
}

/** Every redemption of a period (the period's spent points are their sum). */
export function allRedemptionsQueryOptions(client: ApiClient, query: WholePeriod) {
  const first = { ...query, Page: 1, PageSize: POINTS_CHART_PAGE_SIZE };
  return callQueryOptions(client, [...loyaltyKeys.redemptions(pointsQuery(first)), 'all-pages'] as const, (c) =>
    readAllPages((Page) => getRedemptions(c, { ...first, Page })),
  );
}

export function useAllRedemptions(query: WholePeriod) {
  return useCallQuery((client) => allRedemptionsQueryOptions(client, query));
}

export function giftCardsQueryOptions(client: ApiClient) {
  return callQueryOptions(client, loyaltyKeys.giftCardList(), getGiftCards);
}

export function useGiftCards<T = DataOf<typeof getGiftCards>>(overrides?: QueryOverrides<DataOf<typeof getGiftCards>, T>) {
  return useCallQuery(giftCardsQueryOptions, overrides);
}

export function giftCardQueryOptions(client: ApiClient, params: VariablesOf<typeof getGiftCard>) {
  return callQueryOptions(client, loyaltyKeys.giftCard(params.auditNumber), (c) => getGiftCard(c, params));
}

export function useGiftCard<T = DataOf<typeof getGiftCard>>(
  params: VariablesOf<typeof getGiftCard>,
  overrides?: QueryOverrides<DataOf<typeof getGiftCard>, T>,
) {
  return useCallQuery((client) => giftCardQueryOptions(client, params), overrides);
}

export function giftCardVendorsQueryOptions(client: ApiClient) {
  return callQueryOptions(client, loyaltyKeys.vendorList(), getGiftCardVendors, reference);
}

export function useGiftCardVendors<T = DataOf<typeof getGiftCardVendors>>(
  overrides?: QueryOverrides<DataOf<typeof getGiftCardVendors>, T>,
) {
  return useCallQuery(giftCardVendorsQueryOptions, overrides);
}

export function giftCardVendorQueryOptions(client: ApiClient, params: VariablesOf<typeof getGiftCardVendor>) {
  return callQueryOptions(client, loyaltyKeys.vendor(params.vendorCode), (c) => getGiftCardVendor(c, params), reference);
}

export function useGiftCardVendor<T = DataOf<typeof getGiftCardVendor>>(
  params: VariablesOf<typeof getGiftCardVendor>,
  overrides?: QueryOverrides<DataOf<typeof getGiftCardVendor>, T>,
) {
  return useCallQuery((client) => giftCardVendorQueryOptions(client, params), overrides);
}

/** Buying spends points: the balance, the redemptions and the gift card list change. */
export function useBuyGiftCard(options?: MutationOptionsOf<typeof buyGiftCard>) {
  return useCallMutation(
    buyGiftCard,
    (queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: loyaltyKeys.account() }),
        queryClient.invalidateQueries({ queryKey: loyaltyKeys.redemptionLists() }),
        queryClient.invalidateQueries({ queryKey: loyaltyKeys.giftCardList() }),
      ]),
    options,
  );
}
