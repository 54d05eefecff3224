import type { ApiClient } from '../core/client';
import { send } from '../core/send';
import type { PathParams, QueryParams, Schemas } from '../core/types';

export type RetailerSite = Schemas['RetailerSite'];
export type RetailerSiteType = Schemas['RetailerSiteType'];

export function getRetailerSites(client: ApiClient, query: QueryParams<'/api/profile/retailer-sites', 'get'> = {}) {
  return send(client, { operation: 'getRetailerSites', method: 'get', path: '/api/profile/retailer-sites', query });
}

export function getRetailerSite(
  client: ApiClient,
  params: PathParams<'/api/profile/retailer-sites/{retailerSiteId}', 'get'>,
) {
  return send(client, {
    operation: 'getRetailerSite',
    method: 'get',
    path: '/api/profile/retailer-sites/{retailerSiteId}',
    pathParams: params,
  });
}

export function setPreferredRetailerSite(
  client: ApiClient,
  params: PathParams<'/api/profile/preferred-retailer-sites/{type}/{retailerSiteId}', 'put'>,
) {
  return send(client, {
    operation: 'setPreferredRetailerSite',
    method: 'put',
    path: '/api/profile/preferred-retailer-sites/{type}/{retailerSiteId}',
    pathParams: params,
  });
}
