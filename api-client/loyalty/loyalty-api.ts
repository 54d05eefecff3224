import type { ApiClient } from '../core/client';
import { toIsoString } from '../core/iso-date';
import { send } from '../core/send';
import type { PathParams, QueryParams, RequestBody, Schemas, WithDates } from '../core/types';

export type LoyaltyAccount = Schemas['LoyaltyAccount'];
export type GiftCard = Schemas['GiftCard'];
export type GiftCardVendor = Schemas['GiftCardVendor'];

export type PointsQuery = WithDates<QueryParams<'/api/profile/earned-points-summary', 'get'>, 'StartDate' | 'EndDate'>;

/** The query as sent: dates as ISO strings (docs/product.md#errors). */
export function pointsQuery({ StartDate, EndDate, ...rest }: PointsQuery = {}) {
  return { ...rest, StartDate: toIsoString(StartDate), EndDate: toIsoString(EndDate) };
}

export function getLoyaltyAccount(client: ApiClient) {
  return send(client, { operation: 'getLoyaltyAccount', method: 'get', path: '/api/profile/loyalty-account' });
}

export function getEarnedPointsSummary(client: ApiClient, query: PointsQuery = {}) {
  return send(client, {
    operation: 'getEarnedPointsSummary',
    method: 'get',
    path: '/api/profile/earned-points-summary',
    query: pointsQuery(query),
  });
}

export function getRedemptions(client: ApiClient, query: PointsQuery = {}) {
  return send(client, {
    operation: 'getRedemptions',
    method: 'get',
    path: '/api/profile/redemptions',
    query: pointsQuery(query),
  });
}

export function getGiftCards(client: ApiClient) {
  return send(client, { operation: 'getGiftCards', method: 'get', path: '/api/profile/gift-cards' });
}

export function getGiftCard(client: ApiClient, params: PathParams<'/api/profile/gift-cards/{auditNumber}', 'get'>) {
  return send(client, {
    operation: 'getGiftCard',
    method: 'get',
    path: '/api/profile/gift-cards/{auditNumber}',
    pathParams: params,
  });
}

export function getGiftCardVendors(client: ApiClient) {
  return send(client, { operation: 'getGiftCardVendors', method: 'get', path: '/api/profile/gift-cards/vendors' });
}

export function getGiftCardVendor(
  client: ApiClient,
  params: PathParams<'/api/profile/gift-cards/vendors/{vendorCode}', 'get'>,
) {
  return send(client, {
    operation: 'getGiftCardVendor',
    method: 'get',
    path: '/api/profile/gift-cards/vendors/{vendorCode}',
    pathParams: params,
  });
}

export function buyGiftCard(client: ApiClient, body: RequestBody<'/api/profile/gift-cards/buy', 'post'>) {
  return send(client, { operation: 'buyGiftCard', method: 'post', path: '/api/profile/gift-cards/buy', body });
}
