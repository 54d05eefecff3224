import { AUTHENTICATED_MARKER_KEY } from '@/config/auth';
import { PICTURE_HINT_KEY, PICTURE_SPLASH_ID } from '@/config/boot';
import { AUTHENTICATED_MARKER_VALUE } from '@/lib/auth/stored-token';
import { PRELOAD_PICTURE_FUNCTION, SHOW_PICTURE_FUNCTION, scriptLiteral as literal } from './inline-script';
import { PICTURE_HINT_MAX_LENGTH } from './picture-hint';

// Apart from lib/boot/picture-hint.ts, which home's cars load in the browser: this is only written into
// the page by pages/_document.tsx on the server, so it never counts in a route's first load.

/** The start of both scripts: `h` is the site's hint, or the script has returned. */
function readHint(siteId: string): string {
  return (
    '(function(){try{var s=window.localStorage,r=s.getItem(' +
    literal(PICTURE_HINT_KEY) +
    ');if(s.getItem(' +
    literal(AUTHENTICATED_MARKER_KEY) +
    ')!==' +
    literal(AUTHENTICATED_MARKER_VALUE) +
    '||!r||r.length>' +
    PICTURE_HINT_MAX_LENGTH +
    ')return;var h=JSON.parse(r);if(!h||h.site!==' +
    literal(siteId) +
    '||typeof h.href!=="string"||!h.href)return;'
  );
}

/** The hint's href, srcset (none unless a string) and sizes, as arguments of the picture functions (lib/boot/inline-script.ts). */
const HINT_ADDRESSES = 'h.href,typeof h.srcSet==="string"&&h.srcSet,String(h.sizes)';

/**
 * The inline script right after the splash (PICTURE_SPLASH_ID) in home's static page, or after the
 * vehicles page's first car outline (FIRST_CAR_PICTURE_ID): it gives the element's picture the
 * remembered address, srcset and sizes (what the head's preload fetched) and shows the element,
 * before any of the page's scripts has run. Without a session or a hint it does nothing.
 */
export function pictureSplashScript(siteId: string, elementId: string = PICTURE_SPLASH_ID): string {
  return (
    readHint(siteId) +
    `(${SHOW_PICTURE_FUNCTION})(${HINT_ADDRESSES},` +
    literal(elementId) +
    ')}catch(e){}})();'
  );
}

/**
 * The inline script of a page's head that asks for the site's remembered picture at once, with
 * the same srcset and sizes as the picture, before any of the page's scripts has loaded. It does
 * nothing without a session or a hint of this site, and never fails the page. Static per site, so
 * the build's Content-Security-Policy hashes cover it (scripts/csp-hashes.ts).
 */
export function pictureHintPreloadScript(siteId: string): string {
  return (
    readHint(siteId) +
    `(${PRELOAD_PICTURE_FUNCTION})(${HINT_ADDRESSES},"data-picture-hint")}catch(e){}})();`
  );
}
