import { jwtDecode } from 'jwt-decode';
import {
  ACCESS_TOKEN_EXPIRY_SKEW_SECONDS,
  ACCESS_TOKEN_EXPIRY_STORAGE_KEY,
  ACCESS_TOKEN_STORAGE_KEY,
  AUTHENTICATED_MARKER_KEY,
  CONSENT_AGAIN_LATER_KEY,
  LATEST_TOKEN_EXPIRY_KEY,
  RETURN_AFTER_ACTIVATION_KEY,
  SIGN_OUT_PENDING_KEY,
} from '@/config/auth';
import { AUTHENTICATED_MARKER_VALUE, SIGN_OUT_PENDING_VALUE, tokenExpiredAt } from './stored-token';

export interface StoredAccessToken {
  token: string;
  /** Expiry in seconds since the epoch, as in the token's exp claim. */
  exp: number;
}

/** The exp claim of a JWT (seconds), or undefined when the token is not a JWT with one. */
export function tokenExpiry(token: string): number | undefined {
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
  } catch {
    return undefined;
  }
}

interface SessionStorages {
  session: Storage;
  local: Storage;
}

const sessionEndListeners = new Set<(storages: SessionStorages) => void>();

/**
 * The session announces its end: `listener` is called whenever a token store forgets a session in
 * this tab (clear below: sign-out, a refused refresh, another tab's sign-out), at once, with the
 * storages it cleared (once, however often it is added). What keeps something of the owner beside
 * the session listens and forgets it; the token store knows none of them.
 */
export function onSessionEnd(listener: (storages: SessionStorages) => void): void {
  sessionEndListeners.add(listener);
}

/** exp is in seconds; nowMs in milliseconds (the rule: lib/auth/stored-token.ts). */
export function isExpired(exp: number, nowMs: number): boolean {
  return tokenExpiredAt(exp, nowMs, ACCESS_TOKEN_EXPIRY_SKEW_SECONDS);
}

/**
 * Where the spec keeps the session in the browser: the access token and its expiry in
 * sessionStorage, an authenticated marker in localStorage. The refresh token is never stored
 * here: it lives in an HttpOnly cookie behind /api/auth.
 */
export function createTokenStore(storages: SessionStorages) {
  return {
    saveAccessToken(token: string): StoredAccessToken | undefined {
      const exp = tokenExpiry(token);
      if (exp === undefined) return undefined;
      storages.session.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
      storages.session.setItem(ACCESS_TOKEN_EXPIRY_STORAGE_KEY, String(exp));
      storages.local.setItem(AUTHENTICATED_MARKER_KEY, AUTHENTICATED_MARKER_VALUE);
      if (exp > (Number(storages.local.getItem(LATEST_TOKEN_EXPIRY_KEY)) || 0)) {
        storages.local.setItem(LATEST_TOKEN_EXPIRY_KEY, String(exp));
      }
      return { token, exp };
    },
    readAccessToken(): StoredAccessToken | undefined {
      const token = storages.session.getItem(ACCESS_TOKEN_STORAGE_KEY);
      const exp = Number(storages.session.getItem(ACCESS_TOKEN_EXPIRY_STORAGE_KEY));
      return token && Number.isFinite(exp) && exp > 0 ? { token, exp } : undefined;
    },
    hasAuthenticatedMarker(): boolean {
      return storages.local.getItem(AUTHENTICATED_MARKER_KEY) === AUTHENTICATED_MARKER_VALUE;
    },
    /**
     * A sign-out whose call to /api/auth/logout has not been answered yet (the route expires the
     * cookie): set before the call, removed when it answers, so a page closed meanwhile or a route
     * that could not be reached leaves a reminder the next page acts on. No secret.
     */
    markSignOutPending(pending: boolean): void {
      if (pending) storages.local.setItem(SIGN_OUT_PENDING_KEY, SIGN_OUT_PENDING_VALUE);
      else storages.local.removeItem(SIGN_OUT_PENDING_KEY);
    },
    isSignOutPending(): boolean {
      return storages.local.getItem(SIGN_OUT_PENDING_KEY) === SIGN_OUT_PENDING_VALUE;
    },
    /** The expiry (seconds) of the newest access token some tab of this browser holds; 0 for none. */
    readLatestExpiry(): number {
      return Number(storages.local.getItem(LATEST_TOKEN_EXPIRY_KEY)) || 0;
    },
    /**
     * Forgets the session and what the portal kept of the owner with it in this tab and in the
     * browser's shared storage: the access token, the marker, their "Later" on the consent prompt
     * and an address kept for after an activation (lib/auth/return-after-activation.ts); then
     * announces the end (onSessionEnd above), so what others kept of the owner goes too. Other tabs clear their own
     * sessionStorage when told (lib/auth/session.ts).
     */
    clear(): void {
      storages.session.removeItem(ACCESS_TOKEN_STORAGE_KEY);
      storages.session.removeItem(ACCESS_TOKEN_EXPIRY_STORAGE_KEY);
      storages.session.removeItem(CONSENT_AGAIN_LATER_KEY);
      storages.local.removeItem(AUTHENTICATED_MARKER_KEY);
      storages.local.removeItem(LATEST_TOKEN_EXPIRY_KEY);
      storages.local.removeItem(RETURN_AFTER_ACTIVATION_KEY);
      for (const listener of sessionEndListeners) listener(storages);
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
