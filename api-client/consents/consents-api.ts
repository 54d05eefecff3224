import type { ApiClient } from '../core/client';
import { send } from '../core/send';
import type { PathParams, QueryParams, RequestBody, Schemas } from '../core/types';

export type Consent = Schemas['Consent'];
export type ConsentDefinition = Schemas['ConsentDefinition'];

export function getConsents(client: ApiClient) {
  return send(client, { operation: 'getConsents', method: 'get', path: '/api/profile/consents' });
}

export function getLatestConsents(client: ApiClient) {
  return send(client, { operation: 'getLatestConsents', method: 'get', path: '/api/profile/consents/latest' });
}

export function getSignUpConsents(client: ApiClient, query: QueryParams<'/api/profile/consents/sign-up', 'get'>) {
  return send(client, { operation: 'getSignUpConsents', method: 'get', path: '/api/profile/consents/sign-up', query });
}

export function updateConsents(client: ApiClient, body: RequestBody<'/api/profile/consents', 'put'>) {
  return send(client, { operation: 'updateConsents', method: 'put', path: '/api/profile/consents', body });
}

export function updateCustomerConsents(
  client: ApiClient,
  { body, ...params }: PathParams<'/api/profile/{customerId}/consents', 'put'> & {
    body: RequestBody<'/api/profile/{customerId}/consents', 'put'>;
  },
) {
  return send(client, {
    operation: 'updateCustomerConsents',
    method: 'put',
    path: '/api/profile/{customerId}/consents',
    pathParams: params,
    body,
  });
}
