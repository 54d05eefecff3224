import type { QueryParams } from '../core/types';

/** Loyalty account, points history and gift cards. Dates in keys are the ISO strings sent. */
export const loyaltyKeys = {
  all: ['loyalty'] as const,
  account: () => [...loyaltyKeys.all, 'account'] as const,
  earnedPoints: (params: QueryParams<'/api/profile/earned-points-summary', 'get'>) =>
    [...loyaltyKeys.all, 'earned-points', params] as const,
  redemptionLists: () => [...loyaltyKeys.all, 'redemptions'] as const,
  redemptions: (params: QueryParams<'/api/profile/redemptions', 'get'>) => [...loyaltyKeys.redemptionLists(), params] as const,
  giftCards: () => [...loyaltyKeys.all, 'gift-cards'] as const,
  giftCardList: () => [...loyaltyKeys.giftCards(), 'list'] as const,
  giftCard: (auditNumber: string) => [...loyaltyKeys.giftCards(), 'detail', auditNumber] as const,
  vendors: () => [...loyaltyKeys.all, 'vendors'] as const,
  vendorList: () => [...loyaltyKeys.vendors(), 'list'] as const,
  vendor: (vendorCode: string) => [...loyaltyKeys.vendors(), 'detail', vendorCode] as const,
};
