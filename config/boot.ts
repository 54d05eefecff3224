/**
 * Constants of the page boot (lib/boot/): what a static page's inline scripts and the screens that
 * keep hints for them name in the page and in the browser's storage. What the session keeps, and
 * the rule by which it counts, stays with auth (config/auth.ts, lib/auth/stored-token.ts).
 */

/**
 * localStorage key with the address of the first picture home showed last time in this browser
 * (lib/boot/picture-hint.ts), so the next visit fetches it while the scripts load. Removed when the
 * session ends (lib/boot/session-end.ts): the next owner of this browser never sees it.
 */
export const PICTURE_HINT_KEY = 'firstPictureHint';
/**
 * The attribute of <html> that says this browser holds a session (the session's marker,
 * AUTHENTICATED_MARKER_KEY in config/auth.ts): set by the head of a signed-in page's static HTML
 * before its first paint (lib/boot/session-mark-script.ts) and kept by the route guard. A signed-in page's frame and heading show only under it.
 */
export const SESSION_ATTRIBUTE = 'data-session';
/** What shows only under SESSION_ATTRIBUTE (a signed-in page's frame), and only without it (its loading state). */
export const SESSION_ONLY_ATTRIBUTE = 'data-session-only';
export const WITHOUT_SESSION_ATTRIBUTE = 'data-without-session';
/**
 * The attribute of <html> that names the view a page's address opens (its value: the rewards
 * page's `?view=points` gives `points`), set by the head of the page's static HTML before its first
 * paint (lib/boot/view-mark-script.ts), so the static page shows that view's outline
 * (ScreenShell's `view`, components/shell/screen-heading.tsx) rather than the page's plain one;
 * the route guard removes it once the page has opened (features/auth/route-guard.tsx).
 */
export const VIEW_ATTRIBUTE = 'data-view';
/** The element of home's static page that shows the remembered picture while the page starts (pages/_document.tsx). */
export const PICTURE_SPLASH_ID = 'picture-splash';
/**
 * The window property where a data-led page's head keeps the calls it sent before the page's
 * scripts had loaded (lib/boot/early-calls-script.ts), for the API client to take (lib/boot/early-calls.ts).
 */
export const EARLY_CALLS_GLOBAL = '__ownerPortalEarlyCalls';
/**
 * An early call is taken only this soon after it was sent, once: the page's own first call of the
 * same address takes it as its answer; any later call (a refetch, a save's reload) asks anew.
 */
export const EARLY_CALL_MAX_AGE_MS = 15_000;
/**
 * The id of the place in a list screen's static page for its first picture (ScreenShell with
 * `picture`): the page's head fills it from the list's early call (lib/boot/early-calls-script.ts)
 * before any of the page's scripts has run, so the page's largest paint is there while they load.
 */
export const SHELL_PICTURE_ID = 'shell-picture';
/**
 * localStorage key of a list's first picture the last time its page's head asked for the list
 * (the rewards and news lists), kept as `<key>:<call's address>` with the site
 * (lib/boot/early-calls-script.ts), so the next visit shows it while the session and the list
 * still come: in a new tab the list's call waits for the session's renewal. Removed when the session
 * ends (lib/boot/session-end.ts).
 */
export const LIST_PICTURE_HINT_KEY = 'list-picture-hint';

/**
 * localStorage keys of the owner's hints: counts of their lists, kept as `<key>:<scope>` so the
 * next visit draws the right number of outlines (lib/boot/count-hint.ts). Every hint is named here,
 * so the session's end removes them all (lib/boot/session-end.ts) and the next person at the
 * browser learns nothing of the previous owner.
 */
export const COUNT_HINT_KEYS = {
  vehicles: 'vehicle-count-hint',
  rewards: 'reward-count-hint',
  homeHighlights: 'home-highlights-hint',
  homeNews: 'home-news-hint',
  preferredDealers: 'preferred-dealers-hint',
} as const;
export type CountHintKey = (typeof COUNT_HINT_KEYS)[keyof typeof COUNT_HINT_KEYS];
