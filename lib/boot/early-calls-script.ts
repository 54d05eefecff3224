import {
  ACCESS_TOKEN_EXPIRY_SKEW_SECONDS,
  ACCESS_TOKEN_EXPIRY_STORAGE_KEY,
  ACCESS_TOKEN_STORAGE_KEY,
  AUTHENTICATED_MARKER_KEY,
  EARLY_REFRESH_GLOBAL,
} from '@/config/auth';
import { EARLY_CALLS_GLOBAL, LIST_PICTURE_HINT_KEY, SHELL_PICTURE_ID } from '@/config/boot';
import { AUTHENTICATED_MARKER_VALUE, tokenExpiredAt } from '@/lib/auth/stored-token';
import type { EarlyAnswer, EarlyCall } from './early-calls';
import { inlineCall, preloadPicture, showPicture } from './inline-script';

// Only written into the page by pages/_document.tsx on the server (the browser's half is
// lib/boot/early-calls.ts), so it never counts in a route's first load.

/** The addresses next/image gives a picture, with a placeholder where the picture's own address goes (encoded). */
export type PictureTemplate = {
  placeholder: string;
  href: string;
  srcSet: string;
  sizes: string;
};

/** One call a page's head sends early (lib/boot/early-calls.ts). */
export type EarlyCallPlan = {
  /** The whole address, as the API client sends it (api-client/core/call-url.ts). */
  url: string;
  /**
   * The page's address the call belongs to: with this query parameter at this value; without it,
   * the page's plain address (no query at all: a filter, a tab or an open item asks for other data).
   */
  when?: { param: string; value: string };
  /**
   * The answer's first item's picture, asked for as soon as the answer is in (the list's first
   * card, the page's largest paint): `list` is the answer's array, `field` the item's address.
   */
  picture?: { list: string; field: string; template: PictureTemplate };
};

/**
 * A data-led page's early calls, run in its head (earlyCallsScript writes it into the page by its
 * text, lib/boot/inline-script.ts: it names nothing but its parameters and the browser's). Where
 * this tab holds an access token that has not expired (`expired`, the session's own rule), it sends
 * the calls of `plans` for the page's address, with the token, and keeps them in `window[global]`
 * for the API client; where a call names a picture, it preloads the answer's first picture and
 * shows it in the element `pictureId` (not an SVG, which next/image leaves alone: the card draws
 * it), and keeps that picture's address for the next visit (`<hintKey>:<call's address>`, with the
 * site, in localStorage). On that visit, where this browser holds a session (its marker), the kept
 * picture is asked for and shown at once, before the token and the answer: in a new tab those wait
 * for the early refresh. An answer with another first picture then replaces it. No comment inside:
 * it would be written into the page.
 */
export function sendEarlyCalls(
  plans: readonly EarlyCallPlan[],
  siteId: string,
  tokenKey: string,
  expiryKey: string,
  skewSeconds: number,
  global: string,
  refreshGlobal: string,
  pictureId: string,
  hintKey: string,
  markerKey: string,
  markerValue: string,
  expired: (exp: number, nowMs: number, skewSeconds: number) => boolean,
  preload: (href: string, srcSet: string, sizes: string, marker: string) => void,
  show: (href: string, srcSet: string, sizes: string, elementId: string) => void,
): void {
  try {
    const query = new URLSearchParams(location.search);
    const mine = plans.filter((plan) => (plan.when ? query.get(plan.when.param) === plan.when.value : location.search.length <= 1));
    const local = window.localStorage;
    const signedIn = (): boolean => local.getItem(markerKey) === markerValue;
    let shown = '';
    const draw = (template: PictureTemplate, src: string, marker: string): void => {
      if (src === shown) return;
      shown = src;
      const fill = (value: string) => value.split(template.placeholder).join(encodeURIComponent(src));
      const href = fill(template.href);
      const srcSet = template.srcSet && fill(template.srcSet);
      preload(href, srcSet, template.sizes, marker);
      show(href, srcSet, template.sizes, pictureId);
    };
    mine.forEach((plan) => {
      try {
        const kept = plan.picture && signedIn() && JSON.parse(local.getItem(hintKey + ':' + plan.url) || 'null');
        if (plan.picture && kept && kept.site === siteId && typeof kept.src === 'string' && kept.src) draw(plan.picture.template, kept.src, 'data-remembered-picture');
      } catch {}
    });
    // A tab without a token: the head's early refresh (lib/boot/early-refresh-script.ts), once
    // settled, may have stored one; the calls wait for it.
    const refreshing = (window as unknown as Record<string, Promise<unknown> | undefined>)[refreshGlobal];
    const send = (): void => {
      const storage = window.sessionStorage;
      const token = storage.getItem(tokenKey);
      if (!token || expired(Number(storage.getItem(expiryKey)), Date.now(), skewSeconds)) return;
      const authorization = 'Bearer ' + token;
      const globals = window as unknown as Record<string, EarlyCall[] | undefined>;
      const calls = (globals[global] = globals[global] || []);
      mine.forEach((plan) => {
        const answer: Promise<EarlyAnswer | undefined> = fetch(plan.url, { headers: { Accept: 'application/json', Authorization: authorization } })
          .then((response) =>
            response.text().then((body) => ({ status: response.status, body, contentType: response.headers.get('content-type') || '' })),
          )
          .catch(() => undefined);
        calls.push({ url: plan.url, authorization, at: Date.now(), answer });
        const picture = plan.picture;
        if (!picture) return;
        answer
          .then((got) => {
            if (!got || got.status !== 200) return;
            const list = JSON.parse(got.body)[picture.list];
            const src: unknown = list && list[0] && list[0][picture.field];
            if (typeof src !== 'string' || !src || /\.svg($|[?#])/i.test(src)) return;
            draw(picture.template, src, 'data-early-picture');
            if (signedIn()) local.setItem(hintKey + ':' + plan.url, JSON.stringify({ site: siteId, src }));
          })
          .catch(() => {});
      });
    };
    if (refreshing) refreshing.then(send).catch(() => {});
    else send();
  } catch {}
}

/**
 * The inline script of a data-led page's head: where this tab holds an access token that has not
 * expired (sessionStorage, as the auth layer keeps it and by its rule, lib/auth/stored-token.ts), it sends the page's first calls for the
 * page's address at once, with the token, and keeps them for the API client (EARLY_CALLS_GLOBAL);
 * where a call names a picture, it preloads the answer's first picture with the card's srcset and
 * sizes, so the card draws it from the cache, and shows it in the static page's place for it
 * (SHELL_PICTURE_ID, ScreenShell in components/shell/screen-heading.tsx) until the page opens; once the page has
 * opened that place is gone, and the card shows it. Without a session it does nothing, and it never
 * fails the page. Static per site and page, so the build's Content-Security-Policy hashes cover it
 * (scripts/csp-hashes.ts). A picture that next/image would not optimise (SVG) is left to the card.
 * The list's first picture of the last visit (LIST_PICTURE_HINT_KEY) shows there at once, before
 * the session's token and the list's answer, where this browser holds a session.
 */
export function earlyCallsScript(plans: readonly EarlyCallPlan[], siteId: string): string {
  return inlineCall(sendEarlyCalls, ...earlyCallsArguments(plans, siteId));
}

/** What sendEarlyCalls is given in the page: the plans, the site, the session's keys and rule, the element, the hint's key, the picture functions. */
export function earlyCallsArguments(plans: readonly EarlyCallPlan[], siteId: string): Parameters<typeof sendEarlyCalls> {
  return [
    plans,
    siteId,
    ACCESS_TOKEN_STORAGE_KEY,
    ACCESS_TOKEN_EXPIRY_STORAGE_KEY,
    ACCESS_TOKEN_EXPIRY_SKEW_SECONDS,
    EARLY_CALLS_GLOBAL,
    EARLY_REFRESH_GLOBAL,
    SHELL_PICTURE_ID,
    LIST_PICTURE_HINT_KEY,
    AUTHENTICATED_MARKER_KEY,
    AUTHENTICATED_MARKER_VALUE,
    tokenExpiredAt,
    preloadPicture,
    showPicture,
  ];
}
