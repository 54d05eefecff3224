/** Session constants (docs/product.md#auth-and-session, #constants) in one place. */

/** Token lookups are cached this long and de-duplicated (docs/product.md#constants). */
export const TOKEN_LOOKUP_CACHE_MS = 60_000;

/** Where the browser keeps the session (docs/product.md#auth-and-session): the access token and its expiry in sessionStorage, a marker in localStorage. */
export const ACCESS_TOKEN_STORAGE_KEY = 'accessToken';
export const ACCESS_TOKEN_EXPIRY_STORAGE_KEY = 'accessTokenExpiry';
export const AUTHENTICATED_MARKER_KEY = 'authenticated';

/** The HttpOnly cookie holding the refresh token, readable only by the local /api/auth routes. */
export const REFRESH_COOKIE_NAME = 'owner_portal_rt';
export const REFRESH_COOKIE_PATH = '/api/auth';
/**
 * The refresh token's life. The backend's tokens are opaque, so the cookie's Max-Age is this
 * upper bound; the mock backend issues refresh tokens with the same life.
 */
export const REFRESH_TOKEN_LIFETIME_SECONDS = 14 * 24 * 60 * 60;

/** The local auth routes accept JSON bodies up to this size. */
export const AUTH_ROUTE_MAX_BODY_BYTES = 4 * 1024;

/** An access token this close to its exp counts as expired, so it never expires in flight. */
export const ACCESS_TOKEN_EXPIRY_SKEW_SECONDS = 10;

/** What a new password needs (checked before any call; the backend checks again). */
export const PASSWORD_MIN_LENGTH = 8;
