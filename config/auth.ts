/** Session constants (docs/product.md#auth-and-session, #constants) in one place. */

/** Token lookups are cached this long and de-duplicated (docs/product.md#constants). */
export const TOKEN_LOOKUP_CACHE_MS = 60_000;

/** Where the browser keeps the session (docs/product.md#auth-and-session): the access token and its expiry in sessionStorage, a marker in localStorage. */
export const ACCESS_TOKEN_STORAGE_KEY = 'accessToken';
export const ACCESS_TOKEN_EXPIRY_STORAGE_KEY = 'accessTokenExpiry';
export const AUTHENTICATED_MARKER_KEY = 'authenticated';

/**
 * The HttpOnly cookie holding the refresh token, read and written only by the local /api/auth
 * routes (docs/session.md). `__Host-`: the browser keeps it only when it is Secure, has no Domain
 * and has Path=/, so no other host (a sibling subdomain included) can set or replace it.
 */
export const REFRESH_COOKIE_NAME = '__Host-owner_portal_rt';
/** `__Host-` requires Path=/ (docs/session.md says why the cookie is no longer scoped to /api/auth). */
export const REFRESH_COOKIE_PATH = '/';
/**
 * Names the refresh cookie had before (at Path=/api/auth, unsigned): never read, and expired
 * wherever the routes see them, as is any cookie of these names another host planted.
 */
export const LEGACY_REFRESH_COOKIE_NAMES = ['owner_portal_rt'] as const;
/** The format of the cookie's signed value: `v1.<session start>.<token, base64url>.<signature>`. */
export const REFRESH_COOKIE_VALUE_VERSION = 'v1';
/**
 * The secret that signs the refresh cookie when the deployment sets none and may do without: only
 * outside production, or on a production build that talks to the mock backend (the demo and the
 * end-to-end tests). A production server with a real backend refuses to start without
 * SESSION_COOKIE_SECRET (config/env.ts).
 */
export const DEVELOPMENT_ONLY_SESSION_COOKIE_SECRET = 'development-only-session-cookie-secret-never-use-in-production';
/** The shortest SESSION_COOKIE_SECRET accepted (characters). */
export const SESSION_COOKIE_SECRET_MIN_LENGTH = 32;
/**
 * The refresh token's life. The backend's tokens are opaque, so the cookie's Max-Age is this
 * upper bound; the mock backend issues refresh tokens with the same life.
 */
export const REFRESH_TOKEN_LIFETIME_SECONDS = 14 * 24 * 60 * 60;
/**
 * A session's absolute life, from sign-in: refreshes rotate the token but never carry the
 * cookie past this (docs/session.md). After it, the owner signs in again.
 */
export const SESSION_ABSOLUTE_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
/** A refresh cookie (name and value) longer than this is refused and cleared, never parsed. */
export const REFRESH_COOKIE_MAX_LENGTH = 3 * 1024;

/**
 * Every backend call and every call of the local /api/auth routes gives up after this long and
 * fails as a timeout (an error with retry, never an endless spinner).
 */
export const REQUEST_TIMEOUT_MS = 15_000;

/** The local route that renews the session from the HttpOnly refresh cookie (pages/api/auth/refresh.ts): the session and the head's early refresh call it. */
export const REFRESH_ROUTE_PATH = '/api/auth/refresh';
/**
 * The window property where a signed-in page's head keeps the refresh it sent, before the page's
 * scripts loaded, for a tab without an access token (a new tab, a bookmark:
 * lib/boot/early-refresh-script.ts): the session takes its answer as its first refresh's
 * (lib/auth/early-refresh.ts) instead of sending another.
 */
export const EARLY_REFRESH_GLOBAL = '__ownerPortalEarlyRefresh';
/**
 * The head keeps an answer for the session this long after it came (the session's first refresh
 * comes once the page's scripts have run), then drops it, so that it never answers a later
 * refresh, another session's perhaps: that one then asks the route itself.
 */
export const EARLY_REFRESH_MAX_AGE_MS = 15_000;

/** The Web Locks name that makes one refresh at a time across every tab of the site. */
export const REFRESH_LOCK_NAME = 'owner-portal-refresh';
/** The BroadcastChannel on which tabs tell each other of sign-in, sign-out and new tokens. */
export const SESSION_CHANNEL_NAME = 'owner-portal-session';
/**
 * localStorage key with the expiry (not the token) of the newest access token any tab holds, so a
 * tab whose own token is missing or expired knows to ask the others for it before refreshing.
 */
export const LATEST_TOKEN_EXPIRY_KEY = 'latestAccessTokenExpiry';
/** How long a tab waits for another tab's new access token before refreshing itself. */
export const TOKEN_HANDOFF_WAIT_MS = 1_000;
/** Without Web Locks: a lease in localStorage, held at most this long. */
export const REFRESH_LEASE_KEY = 'sessionRefreshLease';
export const REFRESH_LEASE_MS = REQUEST_TIMEOUT_MS * 3;

/**
 * Sign-out revokes the refresh token at the site's backend from the server (POST /api/auth/logout):
 * up to this many tries, each given up after LOGOUT_REVOKE_ATTEMPT_TIMEOUT_MS, waiting
 * LOGOUT_REVOKE_BACKOFF_MS and then twice that between them, so the answer comes within about
 * seven seconds whatever the backend does. The cookie is expired in that answer either way.
 */
export const LOGOUT_REVOKE_ATTEMPTS = 3;
export const LOGOUT_REVOKE_ATTEMPT_TIMEOUT_MS = 2_000;
export const LOGOUT_REVOKE_BACKOFF_MS = 250;
/**
 * localStorage key set when sign-out could not reach /api/auth/logout at all (the cookie may still
 * be there): the next page of the site asks the route again (no secret, only "pending").
 */
export const SIGN_OUT_PENDING_KEY = 'signOutPending';
/**
 * sessionStorage key set when the owner puts the consent-again prompt aside with "Later"
 * (features/profile/consent-again-prompt.tsx): the owner's choice, removed when the session ends.
 */
export const CONSENT_AGAIN_LATER_KEY = 'consent-again-later';

/**
 * localStorage key with the address a new owner was going to when they signed up (`?next=`,
 * docs/product.md#deep-links): the activation link opens in another tab, often another day, and
 * the page opens it once the account is active. Kept at most RETURN_AFTER_ACTIVATION_MAX_AGE_MS
 * (the activation link's own life), taken once, and removed when a session ends.
 */
export const RETURN_AFTER_ACTIVATION_KEY = 'returnAfterActivation';
export const RETURN_AFTER_ACTIVATION_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The local auth routes accept JSON bodies up to this size. */
export const AUTH_ROUTE_MAX_BODY_BYTES = 4 * 1024;

/** An access token this close to its exp counts as expired, so it never expires in flight. */
export const ACCESS_TOKEN_EXPIRY_SKEW_SECONDS = 10;

/** What a new password needs (checked before any call; the backend checks again). */
export const PASSWORD_MIN_LENGTH = 8;
