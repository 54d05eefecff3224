import {
  ACCESS_TOKEN_EXPIRY_SKEW_SECONDS,
  ACCESS_TOKEN_EXPIRY_STORAGE_KEY,
  ACCESS_TOKEN_STORAGE_KEY,
  AUTHENTICATED_MARKER_KEY,
  EARLY_REFRESH_GLOBAL,
  EARLY_REFRESH_MAX_AGE_MS,
  LATEST_TOKEN_EXPIRY_KEY,
  REFRESH_LOCK_NAME,
  REFRESH_ROUTE_PATH,
  REQUEST_TIMEOUT_MS,
  SIGN_OUT_PENDING_KEY,
} from '@/config/auth';
import { AUTHENTICATED_MARKER_VALUE, SIGN_OUT_PENDING_VALUE, tokenExpiredAt } from '@/lib/auth/stored-token';
import { inlineCall } from './inline-script';

// Only written into the page by pages/_document.tsx on the server (the browser's half is
// lib/auth/early-refresh.ts), so it never counts in a route's first load.

/** Where the session keeps itself in the browser (config/auth.ts), as the script reads and writes it. */
// A type, not an interface: an inline script's argument is a literal (InlineValue).
export type EarlyRefreshKeys = {
  token: string;
  expiry: string;
  marker: string;
  markerValue: string;
  latest: string;
  signOutPending: string;
  signOutPendingValue: string;
};

/** What the refresh route answers the page (pages/api/auth/refresh.ts): never the refresh token. */
interface RouteAnswer {
  accessToken?: unknown;
  expiresAt?: unknown;
}

/**
 * Runs at the top of a signed-in page's head. An owner who comes back in a new tab or from a
 * bookmark has the session's marker (localStorage) and the HttpOnly refresh cookie, but no access
 * token: sessionStorage is the tab's own. Without this the page could renew the session only once
 * every script had loaded and run, and ask for its data only after that.
 *
 * Where the marker is there, no sign-out is pending and this tab holds no access token at all (a
 * tab with an expired one is not new: its session renews it as before), it sends this page load's one POST to the refresh
 * route at once, under the site's refresh lock (Web Locks, the lock every tab's session refreshes
 * under, so a rotation never races another tab's), and keeps a promise in `global`, settled when
 * the call is done and the lock given back:
 * - a new access token is stored as the token store stores it (the token and its expiry in this
 *   tab's sessionStorage, the newest expiry in localStorage for the other tabs), and the promise
 *   gives undefined: the session and the head's early calls (lib/boot/early-calls-script.ts) find
 *   the token where they look for one;
 * - any other answer (401 refused, 5xx, a 200 without a usable token) is given as the route's
 *   Response, unread, for the session to take as its first refresh's answer
 *   (lib/auth/early-refresh.ts), so the page load sends one refresh, not two;
 * - undefined too when it sent nothing after all, having waited for the lock (the marker went:
 *   another tab signed out; or another tab renewed the session meanwhile, by the session's rule
 *   `expiredAt` (lib/auth/stored-token.ts), and the session asks
 *   it for its token instead of rotating the cookie again), and when the call failed or outlasted
 *   `timeoutMs`: the session then refreshes as it would without this script.
 *
 * An answer no refresh has taken `maxAgeMs` after it came is dropped, so it never answers a later
 * refresh (after a sign-out and a new sign-in, perhaps): that one asks the route itself.
 *
 * The refresh token never leaves its HttpOnly cookie; the access token goes only where the token
 * store keeps it. Where there is no Web Locks API, or storage is refused, it does nothing. Written
 * into the page by its text (inlineCall, lib/boot/inline-script.ts): it names nothing but its
 * parameters and the browser's.
 */
export function refreshEarly(
  keys: EarlyRefreshKeys,
  skewSeconds: number,
  lockName: string,
  route: string,
  timeoutMs: number,
  global: string,
  maxAgeMs: number,
  expiredAt: (exp: number, nowMs: number, skewSeconds: number) => boolean,
): void {
  try {
    const local = window.localStorage;
    const session = window.sessionStorage;
    const locks = navigator.locks as LockManager | undefined;
    const latest = local.getItem(keys.latest);
    // No inner functions bound to names: some compilers wrap those in a helper the page lacks.
    if (local.getItem(keys.marker) !== keys.markerValue || local.getItem(keys.signOutPending) === keys.signOutPendingValue) return;
    // A tab that holds a token, even an expired one, is not new: its session renews it as before,
    // asking the site's other tabs first (two tabs reloaded at once rotate the cookie once).
    if (!locks?.request || session.getItem(keys.token)) return;
    const holder = window as unknown as Record<string, unknown>;
    const answer = locks
      .request(lockName, () => {
        const newest = local.getItem(keys.latest);
        if (local.getItem(keys.marker) !== keys.markerValue) return undefined;
        if (newest !== latest && !expiredAt(Number(newest), Date.now(), skewSeconds)) return undefined;
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), timeoutMs);
        return fetch(route, { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' }, signal: controller.signal })
          .then((response) =>
            response.status !== 200
              ? response
              : response
                  .clone()
                  .json()
                  .then(({ accessToken, expiresAt }: RouteAnswer) => {
                    if (typeof accessToken !== 'string' || typeof expiresAt !== 'number' || !(expiresAt > 0)) return response;
                    session.setItem(keys.token, accessToken);
                    session.setItem(keys.expiry, String(expiresAt));
                    if (expiresAt > (Number(local.getItem(keys.latest)) || 0)) local.setItem(keys.latest, String(expiresAt));
                    return undefined;
                  }),
          )
          .finally(() => clearTimeout(timer));
      })
      .catch(() => undefined);
    holder[global] = answer;
    void answer.then(() => setTimeout(() => holder[global] === answer && delete holder[global], maxAgeMs));
  } catch {}
}

/**
 * The early refresh's inline script (refreshEarly with the session's keys and rule,
 * config/auth.ts and lib/auth/stored-token.ts). The same for every signed-in page, so the build's
 * CSP hashes cover it (scripts/csp-hashes.ts).
 */
export function earlyRefreshScript(): string {
  const keys: EarlyRefreshKeys = {
    token: ACCESS_TOKEN_STORAGE_KEY,
    expiry: ACCESS_TOKEN_EXPIRY_STORAGE_KEY,
    marker: AUTHENTICATED_MARKER_KEY,
    markerValue: AUTHENTICATED_MARKER_VALUE,
    latest: LATEST_TOKEN_EXPIRY_KEY,
    signOutPending: SIGN_OUT_PENDING_KEY,
    signOutPendingValue: SIGN_OUT_PENDING_VALUE,
  };
  return inlineCall(
    refreshEarly,
    keys,
    ACCESS_TOKEN_EXPIRY_SKEW_SECONDS,
    REFRESH_LOCK_NAME,
    REFRESH_ROUTE_PATH,
    REQUEST_TIMEOUT_MS,
    EARLY_REFRESH_GLOBAL,
    EARLY_REFRESH_MAX_AGE_MS,
    tokenExpiredAt,
  );
}
