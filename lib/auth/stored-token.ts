/**
 * The rule by which the browser's stored session counts (docs/product.md#auth-and-session), in one
 * place for the session's token store (lib/auth/token-store.ts) and for the page boot (lib/boot/),
 * whose inline scripts read the same storage before any of the page's code has loaded: they are
 * written from the keys in config/auth.ts, the marker's value and this function's own text, not
 * from copies of them.
 */

/** The value of the signed-in marker (AUTHENTICATED_MARKER_KEY in localStorage) while this browser holds a session. */
export const AUTHENTICATED_MARKER_VALUE = 'true';

/** The value of SIGN_OUT_PENDING_KEY (localStorage) while a sign-out has not reached its route. */
export const SIGN_OUT_PENDING_VALUE = '1';

/**
 * Whether an access token whose expiry is `exp` (seconds since the epoch, its exp claim) counts as
 * expired at `nowMs`: `skewSeconds` before it (ACCESS_TOKEN_EXPIRY_SKEW_SECONDS), so it never
 * expires in flight; an expiry that is no number counts as expired. Self-contained (it names
 * nothing outside itself and is plain ES5): the boot writes its text into a static page's head
 * (lib/boot/early-calls-script.ts).
 */
export function tokenExpiredAt(exp: number, nowMs: number, skewSeconds: number): boolean {
  return !(exp - skewSeconds > nowMs / 1000);
}
