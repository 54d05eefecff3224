import type { ApiClient } from '../core/client';
import { send } from '../core/send';
import type { RequestBody } from '../core/types';

/*
 * The two identity calls the session itself makes on every page (features/auth/auth-provider.tsx),
 * apart from the rest of identity-api.ts (sign-in, sign-up, password and e-mail changes), so that
 * every page's first load (_app) carries these and not the forms' calls. identity-api.ts
 * re-exports them: one definition, two ways in.
 */

export function refreshToken(client: ApiClient, body: RequestBody<'/identity/refresh-token', 'post'>) {
  return send(client, { operation: 'refreshToken', method: 'post', path: '/identity/refresh-token', body, anonymous: true });
}

export function revokeToken(client: ApiClient, body: RequestBody<'/identity/revoke-token', 'post'>) {
  return send(client, { operation: 'revokeToken', method: 'post', path: '/identity/revoke-token', body, anonymous: true });
}
