import type { ApiClient } from '../core/client';
import { send } from '../core/send';
import type { PathParams, QueryParams, Schemas } from '../core/types';

export type Publication = Schemas['Publication'];
export type PublicationPage = Schemas['PublicationPage'];
export type RewardCategory = Schemas['RewardCategory'];

export function getHighlights(client: ApiClient, query: QueryParams<'/api/profile/highlights', 'get'> = {}) {
  return send(client, { operation: 'getHighlights', method: 'get', path: '/api/profile/highlights', query });
}

export function getNonHighlights(client: ApiClient, query: QueryParams<'/api/profile/non-highlights', 'get'> = {}) {
  return send(client, { operation: 'getNonHighlights', method: 'get', path: '/api/profile/non-highlights', query });
}

export function getPublications(client: ApiClient, query: QueryParams<'/api/profile/publications', 'get'> = {}) {
  return send(client, { operation: 'getPublications', method: 'get', path: '/api/profile/publications', query });
}

export function getPublicationsV2(client: ApiClient, query: QueryParams<'/api/profile/publications/v2', 'get'> = {}) {
  return send(client, { operation: 'getPublicationsV2', method: 'get', path: '/api/profile/publications/v2', query });
}

export function getPublication(client: ApiClient, params: PathParams<'/api/profile/publications/{id}', 'get'>) {
  return send(client, {
    operation: 'getPublication',
    method: 'get',
    path: '/api/profile/publications/{id}',
    pathParams: params,
  });
}

export function getRewardCategories(client: ApiClient) {
  return send(client, {
    operation: 'getRewardCategories',
    method: 'get',
    path: '/api/profile/publications/reward-categories',
  });
}

export function getPublicationSubcategories(
  client: ApiClient,
  query: QueryParams<'/api/profile/publications/subcategories', 'get'> = {},
) {
  return send(client, {
    operation: 'getPublicationSubcategories',
    method: 'get',
    path: '/api/profile/publications/subcategories',
    query,
  });
}

export function auditHighlight(client: ApiClient, query: QueryParams<'/api/profile/highlights-audit', 'get'>) {
  return send(client, { operation: 'auditHighlight', method: 'get', path: '/api/profile/highlights-audit', query });
}

export function auditEmailCampaignHighlight(
  client: ApiClient,
  query: QueryParams<'/api/profile/highlights-audit/email-campaign', 'get'>,
) {
  return send(client, {
    operation: 'auditEmailCampaignHighlight',
    method: 'get',
    path: '/api/profile/highlights-audit/email-campaign',
    query,
  });
}

export function claimReward(client: ApiClient, params: PathParams<'/api/profile/{customerId}/reward/{rewardId}', 'put'>) {
  return send(client, {
    operation: 'claimReward',
    method: 'put',
    path: '/api/profile/{customerId}/reward/{rewardId}',
    pathParams: params,
  });
}
