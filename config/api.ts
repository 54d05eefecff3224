/** Constants of the backend calls (spec §7, §8, §9), in one place. */

/** News is read in pages of 10 from the website source; only the first page is polled (spec §9). */
export const NEWS_PAGE_SIZE = 10;
export const NEWS_SOURCE = 'website';
/** How often the first page of news is refetched while a page that shows it is open. */
export const NEWS_POLL_INTERVAL_MS = 60_000;

/**
 * Request names (spec §9) are at most 40 characters: they become analytics event names, and GA4
 * allows 40. Path segments that look like UUIDs become this marker, so one call is one name.
 */
export const REQUEST_NAME_MAX_LENGTH = 40;
export const REQUEST_NAME_ID_MARKER = 'id';

/** The profile query's key (spec §3). */
export const PROFILE_QUERY_KEY = ['user-profile'] as const;

/** Response statuses that end the session on the authenticated client (spec §8). */
export const AUTH_ERROR_STATUSES = [401, 403] as const;
export type AuthErrorStatus = (typeof AUTH_ERROR_STATUSES)[number];

/** Sign-in succeeds only with this status; anything else throws NOT_AUTHENTICATED_ERROR (spec §7, §8). */
export const SIGN_IN_SUCCESS_STATUS = 200;
export const NOT_AUTHENTICATED_ERROR = 'Not authenticated';

/** The platform the portal asks publications and subcategories for (spec §7 LoginPlatform). */
export const PORTAL_LOGIN_PLATFORM = 'web';
/** Publication types a rewards list shows: everything claimable, never news. */
export const REWARD_PUBLICATION_TYPES = ['reward', 'offer', 'event'] as const;
/** Rewards a group lists at once (the demo brands have fewer than this per category). */
export const REWARDS_PAGE_SIZE = 50;
/** The highlight audit's source for views in this portal (the app reports its own). */
export const HIGHLIGHT_AUDIT_SOURCE = 'website';
