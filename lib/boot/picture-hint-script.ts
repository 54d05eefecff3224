import { AUTHENTICATED_MARKER_KEY } from '@/config/auth';
import { PICTURE_HINT_KEY, PICTURE_SPLASH_ID } from '@/config/boot';
import { AUTHENTICATED_MARKER_VALUE } from '@/lib/auth/stored-token';
import { inlineCall, preloadPicture, showPicture } from './inline-script';
import { PICTURE_HINT_MAX_LENGTH } from './picture-hint';

// Apart from lib/boot/picture-hint.ts, which home's cars load in the browser: this is only written into
// the page by pages/_document.tsx on the server, so it never counts in a route's first load.

/**
 * Both scripts of the remembered picture, run in the page (written by their text, inlineCall in
 * lib/boot/inline-script.ts: it names nothing but its parameters and the browser's). Where this
 * browser holds a session (its marker) and a hint of `siteId` (PICTURE_HINT_KEY, as
 * lib/boot/picture-hint.ts keeps it, at most `maxLength` long), it gives `apply` the hint's href,
 * srcset (none unless a string) and sizes, and `target`: preloadPicture with its marker
 * attribute, or showPicture with the element's id. Otherwise it does nothing; it never fails the page.
 */
export function applyRememberedPicture(
  hintKey: string,
  markerKey: string,
  markerValue: string,
  maxLength: number,
  siteId: string,
  apply: (href: string, srcSet: string, sizes: string, target: string) => void,
  target: string,
): void {
  try {
    const storage = window.localStorage;
    const raw = storage.getItem(hintKey);
    if (storage.getItem(markerKey) !== markerValue || !raw || raw.length > maxLength) return;
    const hint = JSON.parse(raw);
    if (!hint || hint.site !== siteId || typeof hint.href !== 'string' || !hint.href) return;
    apply(hint.href, typeof hint.srcSet === 'string' ? hint.srcSet : '', String(hint.sizes), target);
  } catch {}
}

const rememberedPictureScript = (siteId: string, apply: typeof preloadPicture | typeof showPicture, target: string) =>
  inlineCall(applyRememberedPicture, PICTURE_HINT_KEY, AUTHENTICATED_MARKER_KEY, AUTHENTICATED_MARKER_VALUE, PICTURE_HINT_MAX_LENGTH, siteId, apply, target);

/**
 * The inline script right after the splash (PICTURE_SPLASH_ID) in home's static page, or after the
 * vehicles page's first car outline (FIRST_CAR_PICTURE_ID): it gives the element's picture the
 * remembered address, srcset and sizes (what the head's preload fetched) and shows the element,
 * before any of the page's scripts has run. Without a session or a hint it does nothing.
 */
export function pictureSplashScript(siteId: string, elementId: string = PICTURE_SPLASH_ID): string {
  return rememberedPictureScript(siteId, showPicture, elementId);
}

/**
 * The inline script of a page's head that asks for the site's remembered picture at once, with
 * the same srcset and sizes as the picture, before any of the page's scripts has loaded. It does
 * nothing without a session or a hint of this site, and never fails the page. Static per site, so
 * the build's Content-Security-Policy hashes cover it (scripts/csp-hashes.ts).
 */
export function pictureHintPreloadScript(siteId: string): string {
  return rememberedPictureScript(siteId, preloadPicture, 'data-picture-hint');
}
