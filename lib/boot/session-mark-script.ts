import { AUTHENTICATED_MARKER_KEY } from '@/config/auth';
import { SESSION_ATTRIBUTE, SESSION_ONLY_ATTRIBUTE, WITHOUT_SESSION_ATTRIBUTE } from '@/config/boot';
import { AUTHENTICATED_MARKER_VALUE } from '@/lib/auth/stored-token';
import { scriptLiteral } from './inline-script';

/**
 * The inline script of a signed-in page's head: when this browser holds a session (the marker in
 * localStorage), it marks <html> with SESSION_ATTRIBUTE before the first paint, so the page's
 * static frame and heading show at once (features/auth/route-guard.tsx); otherwise only the
 * loading state shows, and the page then sends the visitor to login, who never sees the page's
 * frame. The same for every page, so the build's CSP hashes cover it (scripts/csp-hashes.ts);
 * never fails the page: where storage is refused, the loading state shows, as without a session.
 */
export function sessionMarkScript(): string {
  return (
    `try{if(localStorage.getItem(${scriptLiteral(AUTHENTICATED_MARKER_KEY)})===${scriptLiteral(AUTHENTICATED_MARKER_VALUE)})` +
    `document.documentElement.setAttribute(${scriptLiteral(SESSION_ATTRIBUTE)},"")}catch(e){}`
  );
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
