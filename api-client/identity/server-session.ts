import {
  LOGOUT_REVOKE_ATTEMPTS,
  LOGOUT_REVOKE_ATTEMPT_TIMEOUT_MS,
  LOGOUT_REVOKE_BACKOFF_MS,
} from '@/config/auth';
import { tokenExpiry } from '@/lib/auth/token-store';
import { isApiError } from '../core/api-error';
import { createApiClient, type ApiClient } from '../core/client';
import type { Schemas } from '../core/types';
import { changePassword, NotAuthenticatedError, signIn, signInWithBrandAccount, type SignInRequest, type TokenPair } from './identity-api';
import { refreshToken, revokeToken } from './session-api';

/*
 * The identity calls the portal's own server makes for the browser (pages/api/auth/*,
 * docs/session.md): the refresh token they carry or return never reaches the page. Each outcome
 * is sorted into what the routes answer: tokens, a refusal (the session or the credentials are not
 * accepted: the backend's 4xx) or an outage (5xx, no answer, a timeout: nobody is signed out).
 */

export type BackendOutcome =
  | { kind: 'tokens'; pair: TokenPair }
  | { kind: 'refused'; status: number; problem?: Schemas['Problem'] }
  | { kind: 'outage'; status: number };

/** Statuses with which the backend refuses a refresh token: the session is over. */
const REFUSED_REFRESH = new Set([400, 401, 403]);
/** Statuses with which the backend says a token is dead already: a sign-out is complete. */
const ALREADY_DEAD = new Set([400, 401, 403, 404]);

export interface BackendTarget {
  apiUrl: string;
  /** Headers passed on from the browser's request (only the local mock's namespace, lib/auth/auth-route.ts). */
  headers: Record<string, string>;
}

function clientFor(target: BackendTarget, options: { accessToken?: string; timeoutMs?: number } = {}): ApiClient {
  return createApiClient({
    baseURL: target.apiUrl,
    headers: target.headers,
    timeoutMs: options.timeoutMs,
    ...(options.accessToken && { getAccessToken: async () => options.accessToken }),
  });
}

function statusOf(error: unknown): number {
  if (error instanceof NotAuthenticatedError) return error.status;
  return isApiError(error) ? error.status : 0;
}

function outcomeOfFailure(error: unknown, refused: (status: number) => boolean): BackendOutcome {
  const status = statusOf(error);
  if (refused(status)) return { kind: 'refused', status, problem: isApiError(error) ? error.problem : undefined };
  return { kind: 'outage', status };
}

/** POST /identity/refresh-token: the cookie's token for a new pair (the refresh token rotates). */
export async function exchangeAtBackend(target: BackendTarget, token: string): Promise<BackendOutcome> {
  try {
    return { kind: 'tokens', pair: await refreshToken(clientFor(target), { refreshToken: token }) };
  } catch (error) {
    return outcomeOfFailure(error, (status) => REFUSED_REFRESH.has(status));
  }
}

/** Sign-in with email and password, or through the brand's existing account. Any 4xx is a refusal of the credentials. */
export async function signInAtBackend(target: BackendTarget, body: SignInRequest, account: 'portal' | 'brand'): Promise<BackendOutcome> {
  try {
    const call = account === 'brand' ? signInWithBrandAccount : signIn;
    return { kind: 'tokens', pair: await call(clientFor(target), body) };
  } catch (error) {
    return outcomeOfFailure(error, (status) => status >= 400 && status < 500);
  }
}

/** POST /identity/change-password with the owner's access token: a new pair for this browser. */
export async function changePasswordAtBackend(
  target: BackendTarget,
  accessToken: string,
  body: Schemas['ChangePasswordRequest'],
): Promise<BackendOutcome> {
  try {
    return { kind: 'tokens', pair: await changePassword(clientFor(target, { accessToken }), body) };
  } catch (error) {
    return outcomeOfFailure(error, (status) => status >= 400 && status < 500);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * POST /identity/revoke-token, tried up to `attempts` times (each given up after
 * LOGOUT_REVOKE_ATTEMPT_TIMEOUT_MS, LOGOUT_REVOKE_BACKOFF_MS and then twice that between tries).
 * A 4xx means the token is dead already. Each failed try is logged by status and attempt only,
 * never with the token.
 */
export async function revokeAtBackend(
  target: BackendTarget,
  token: string,
  { attempts = LOGOUT_REVOKE_ATTEMPTS, what = 'sign-out' }: { attempts?: number; what?: string } = {},
): Promise<{ revoked: boolean; attempts: number }> {
  const client = clientFor(target, { timeoutMs: LOGOUT_REVOKE_ATTEMPT_TIMEOUT_MS });
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      await revokeToken(client, { refreshToken: token });
      return { revoked: true, attempts: attempt };
    } catch (error) {
      const status = statusOf(error);
      if (ALREADY_DEAD.has(status)) return { revoked: true, attempts: attempt };
      const kind = isApiError(error) ? error.kind : 'unknown';
      console.warn(`[auth] ${what}: revoking the refresh token failed (try ${attempt} of ${attempts}: ${status || kind})`);
      if (attempt < attempts) await sleep(LOGOUT_REVOKE_BACKOFF_MS * 2 ** (attempt - 1));
    }
  }
  return { revoked: false, attempts };
}

/** What the routes answer the page of a new pair: the access token and its expiry (seconds), never the refresh token. */
export function accessAnswer(pair: TokenPair): { accessToken: string; expiresAt: number } {
  const fromToken = tokenExpiry(pair.accessToken.token);
  const expiresAt = fromToken ?? Math.floor(Date.parse(pair.accessToken.expires) / 1000);
  return { accessToken: pair.accessToken.token, expiresAt };
}
