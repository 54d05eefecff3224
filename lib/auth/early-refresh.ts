import { EARLY_REFRESH_GLOBAL } from '@/config/auth';

/**
 * The browser's half of the early refresh (lib/boot/early-refresh-script.ts): the head of a
 * signed-in page, in a tab without an access token, sent the page load's refresh before any script
 * had loaded. Where it stored a new access token, the session finds it as it finds any; otherwise
 * the head keeps the route's answer here, and the session's first refresh takes it
 * (lib/auth/session-routes.ts) instead of sending another.
 *
 * Takes it, once (it is removed): a promise of the route's unread answer, or of undefined (nothing
 * to take: the head stored the token, sent nothing, or its call failed), or undefined when the head
 * started none. The session refreshes under the same lock as the head, so it has settled by then.
 */
export function takeEarlyRefresh(): Promise<Response | undefined> | undefined {
  const holder = window as unknown as Record<string, Promise<Response | undefined> | undefined>;
  const early = holder[EARLY_REFRESH_GLOBAL];
  delete holder[EARLY_REFRESH_GLOBAL];
  return early;
}
