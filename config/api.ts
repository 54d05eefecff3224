/** Constants of the backend calls (docs/product.md#constants, #errors), in one place. */

/** News is read in pages of 10 from the website source; only the first page is polled (docs/product.md#constants). */
export const NEWS_PAGE_SIZE = 10;
export const NEWS_SOURCE = 'website';
/** How often the first page of news is refetched while a page that shows it is open. */
export const NEWS_POLL_INTERVAL_MS = 60_000;

/**
 * Request names (docs/product.md#constants) are at most 40 characters: they become analytics event names, and GA4
 * allows 40. Path segments that look like UUIDs become this marker, so one call is one name.
 */
export const REQUEST_NAME_MAX_LENGTH = 40;
export const REQUEST_NAME_ID_MARKER = 'id';

/** The profile query's key (docs/product.md#auth-and-session). */
export const PROFILE_QUERY_KEY = ['user-profile'] as const;

/** Response statuses that end the session on the authenticated client (docs/product.md#auth-and-session). */
export const AUTH_ERROR_STATUSES = [401, 403] as const;
export type AuthErrorStatus = (typeof AUTH_ERROR_STATUSES)[number];

/** Sign-in succeeds only with this status; anything else throws NOT_AUTHENTICATED_ERROR (docs/product.md#errors). */
export const SIGN_IN_SUCCESS_STATUS = 200;
export const NOT_AUTHENTICATED_ERROR = 'Not authenticated';

/**
 * How long an answer counts as fresh, per kind of data. The owner's own data (vehicles, profile,
 * points) changes mostly through this app, which updates the cache itself; reference data
 * (categories, vendors, dealers) changes with a deploy of the backend at most.
 */
export const STALE_TIME_MS = {
  /** The default: the owner's data, lists and details. */
  owner: 30_000,
  /** The profile decides the signed-in status and the header's name: re-read every few minutes. */
  profile: 5 * 60_000,
  /** Categories, subcategories, vendors, parts models: seldom change. */
  reference: 60 * 60_000,
  /** A GET that records something (an audit, an unsubscribe): sent once per page visit. */
  once: Infinity,
} as const;

/**
 * React Query retries a failed query only when trying again can help: no answer (network) or a
 * 5xx, at most twice, waiting QUERY_RETRY_BASE_DELAY_MS and then twice that. A 4xx is final.
 */
export const QUERY_MAX_RETRIES = 2;
export const QUERY_RETRY_BASE_DELAY_MS = 500;

/** The platform the portal asks publications and subcategories for (LoginPlatform, docs/product.md#glossary). */
export const PORTAL_LOGIN_PLATFORM = 'web';
/** Publication types a rewards list shows: everything claimable, never news. */
export const REWARD_PUBLICATION_TYPES = ['reward', 'offer', 'event'] as const;
/** Rewards a group asks for at a time; "show more" asks for the next page (features/rewards/reward-group.tsx). */
export const REWARDS_PAGE_SIZE = 24;
/** The highlight audit's source for views in this portal (the app reports its own). */
export const HIGHLIGHT_AUDIT_SOURCE = 'website';
