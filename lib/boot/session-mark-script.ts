import { AUTHENTICATED_MARKER_KEY } from '@/config/auth';
import { SESSION_ATTRIBUTE, SESSION_ONLY_ATTRIBUTE, WITHOUT_SESSION_ATTRIBUTE } from '@/config/boot';
import { AUTHENTICATED_MARKER_VALUE } from '@/lib/auth/stored-token';
import { inlineCall } from './inline-script';

/**
 * Runs in a signed-in page's head, before its first paint and before any of the page's code: when
 * this browser holds a session (the marker in localStorage), it marks <html> with the attribute
 * (SESSION_ATTRIBUTE), so the page's static frame and heading show at once
 * (features/auth/route-guard.tsx); otherwise only the loading state shows, and the page then sends
 * the visitor to login, who never sees the page's frame. Never fails the page: where storage is
 * refused, the loading state shows, as without a session. Written into the page by its text
 * (inlineCall, lib/boot/inline-script.ts): it names nothing but its parameters and the browser's.
 */
export function markSession(markerKey: string, markerValue: string, attribute: string): void {
  try {
    if (window.localStorage.getItem(markerKey) === markerValue) document.documentElement.setAttribute(attribute, '');
  } catch {}
}

/**
 * The session mark's inline script (markSession with the session's marker, lib/auth/stored-token.ts).
 * The same for every page, so the build's CSP hashes cover it (scripts/csp-hashes.ts).
 */
export function sessionMarkScript(): string {
  return inlineCall(markSession, AUTHENTICATED_MARKER_KEY, AUTHENTICATED_MARKER_VALUE, SESSION_ATTRIBUTE);
}

/**
 * The two rules that show a signed-in page's frame (SESSION_ONLY_ATTRIBUTE) or its loading state
 * (WITHOUT_SESSION_ATTRIBUTE) by the mark, in the static head of every signed-in page
 * (pages/_document.tsx), not in a script: the browser applies them before the first paint, and no
 * page's JavaScript carries them.
 */
export const SESSION_RULES =
  `html:not([${SESSION_ATTRIBUTE}]) [${SESSION_ONLY_ATTRIBUTE}],` +
  `html[${SESSION_ATTRIBUTE}] [${WITHOUT_SESSION_ATTRIBUTE}]{display:none}`;
