import type { ApiClient } from '../core/client';
import { send } from '../core/send';
import type { QueryParams, RequestBody, Schemas } from '../core/types';

export type InterestCategory = Schemas['InterestCategory'];
export type Interests = Schemas['Interests'];

export function getProfileCategories(client: ApiClient, query: QueryParams<'/api/profile/categories', 'get'>) {
  return send(client, { operation: 'getProfileCategories', method: 'get', path: '/api/profile/categories', query });
}

export function getExternalCategories(client: ApiClient, query: QueryParams<'/api/profile/external/categories', 'get'>) {
  return send(client, {
    operation: 'getExternalCategories',
    method: 'get',
    path: '/api/profile/external/categories',
    query,
  });
}

export function getProfileSubcategories(client: ApiClient, query: QueryParams<'/api/profile/subcategories', 'get'> = {}) {
  return send(client, { operation: 'getProfileSubcategories', method: 'get', path: '/api/profile/subcategories', query });
}

export function getInterests(client: ApiClient) {
  return send(client, { operation: 'getInterests', method: 'get', path: '/api/profile/interests' });
}

export function updateInterests(client: ApiClient, body: RequestBody<'/api/profile/interests', 'put'>) {
  return send(client, { operation: 'updateInterests', method: 'put', path: '/api/profile/interests', body });
}
