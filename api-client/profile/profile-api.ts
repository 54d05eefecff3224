import type { ApiClient } from '../core/client';
import { send } from '../core/send';
import type { PathParams, QueryParams, RequestBody, Schemas } from '../core/types';

export type Profile = Schemas['Profile'];
export type Notification = Schemas['Notification'];

export function getProfile(client: ApiClient) {
  return send(client, { operation: 'getProfile', method: 'get', path: '/api/profile' });
}

export function updateProfile(client: ApiClient, body: RequestBody<'/api/profile', 'put'>) {
  return send(client, { operation: 'updateProfile', method: 'put', path: '/api/profile', body });
}

export function deleteProfile(client: ApiClient) {
  return send(client, { operation: 'deleteProfile', method: 'delete', path: '/api/profile' });
}

export function getProfileStatus(client: ApiClient, query: QueryParams<'/api/profile/status', 'get'>) {
  return send(client, { operation: 'getProfileStatus', method: 'get', path: '/api/profile/status', query });
}

export function getNotifications(client: ApiClient) {
  return send(client, { operation: 'getNotifications', method: 'get', path: '/api/profile/notifications' });
}

export function markNotificationRead(
  client: ApiClient,
  params: PathParams<'/api/profile/notifications/{notificationId}/read', 'put'>,
) {
  return send(client, {
    operation: 'markNotificationRead',
    method: 'put',
    path: '/api/profile/notifications/{notificationId}/read',
    pathParams: params,
  });
}

export function getInvite(client: ApiClient, params: PathParams<'/api/profile/invite/{customerId}', 'get'>) {
  return send(client, {
    operation: 'getInvite',
    method: 'get',
    path: '/api/profile/invite/{customerId}',
    pathParams: params,
  });
}

export function getUnsubscribe(client: ApiClient, params: PathParams<'/api/profile/unsubscribe/{customerId}', 'get'>) {
  return send(client, {
    operation: 'getUnsubscribe',
    method: 'get',
    path: '/api/profile/unsubscribe/{customerId}',
    pathParams: params,
  });
}

export function updateDeviceToken(client: ApiClient, query: QueryParams<'/api/profile/device-token/update', 'put'>) {
  return send(client, {
    operation: 'updateDeviceToken',
    method: 'put',
    path: '/api/profile/device-token/update',
    query,
  });
}
