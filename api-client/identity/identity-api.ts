import { SIGN_IN_SUCCESS_STATUS } from '@/config/api';
import type { ApiClient } from '../core/client';
import { send, sendForResponse } from '../core/send';
import type { RequestBody, Schemas } from '../core/types';
import { NotAuthenticatedError } from './not-authenticated-error';

/*
 * The identity calls. Those that answer a token pair (sign-in, the brand account's sign-in, the
 * refresh and the password change) are made only by the portal's own server, in
 * api-client/identity/server-session.ts: the refresh token never reaches the page (docs/session.md).
 */

/** The session's own calls (refresh and revoke) live in session-api.ts. */
export { refreshToken, revokeToken } from './session-api';
export { NotAuthenticatedError } from './not-authenticated-error';

export type TokenPair = Schemas['TokenPair'];
export type SignInRequest = Schemas['SignInRequest'];

/**
 * Sign-in expects 200; any other answer throws "Not authenticated" (docs/product.md#errors). No
 * answer at all (network) stays an ApiError, so the screen can tell the two apart.
 */
async function requireSignInStatus(response: Promise<{ status: number; data: unknown }>): Promise<TokenPair> {
  const { status, data } = await response;
  if (status !== SIGN_IN_SUCCESS_STATUS) throw new NotAuthenticatedError(status);
  return data as TokenPair;
}

export function signIn(client: ApiClient, body: SignInRequest): Promise<TokenPair> {
  return requireSignInStatus(
    sendForResponse(
      client,
      { operation: 'signIn', method: 'post', path: '/identity/signin', body, anonymous: true },
      { anyStatus: true },
    ),
  );
}

export function signInWithBrandAccount(client: ApiClient, body: SignInRequest): Promise<TokenPair> {
  return requireSignInStatus(
    sendForResponse(
      client,
      { operation: 'signInWithBrandAccount', method: 'post', path: '/identity/signin/brand-account', body, anonymous: true },
      { anyStatus: true },
    ),
  );
}

export function signUp(client: ApiClient, body: RequestBody<'/identity/signup', 'post'>) {
  return send(client, { operation: 'signUp', method: 'post', path: '/identity/signup', body, anonymous: true });
}

export function forgotPassword(client: ApiClient, body: RequestBody<'/identity/forgot-password', 'post'>) {
  return send(client, { operation: 'forgotPassword', method: 'post', path: '/identity/forgot-password', body, anonymous: true });
}

export function resetPassword(client: ApiClient, body: RequestBody<'/identity/reset-password', 'post'>) {
  return send(client, { operation: 'resetPassword', method: 'post', path: '/identity/reset-password', body, anonymous: true });
}

export function changeEmail(client: ApiClient, body: RequestBody<'/identity/change-email', 'post'>) {
  return send(client, { operation: 'changeEmail', method: 'post', path: '/identity/change-email', body });
}

export function changePassword(client: ApiClient, body: RequestBody<'/identity/change-password', 'post'>) {
  return send(client, { operation: 'changePassword', method: 'post', path: '/identity/change-password', body });
}
