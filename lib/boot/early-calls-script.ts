import { ACCESS_TOKEN_EXPIRY_SKEW_SECONDS, ACCESS_TOKEN_EXPIRY_STORAGE_KEY, ACCESS_TOKEN_STORAGE_KEY, EARLY_REFRESH_GLOBAL } from '@/config/auth';
import { EARLY_CALLS_GLOBAL, SHELL_PICTURE_ID } from '@/config/boot';
import { tokenExpiredAt } from '@/lib/auth/stored-token';
import { PRELOAD_PICTURE_FUNCTION, SHOW_PICTURE_FUNCTION, scriptLiteral } from './inline-script';

// Only written into the page by pages/_document.tsx on the server (the browser's half is
// lib/boot/early-calls.ts), so it never counts in a route's first load.

/** The addresses next/image gives a picture, with a placeholder where the picture's own address goes (encoded). */
export interface PictureTemplate {
  placeholder: string;
  href: string;
  srcSet: string;
  sizes: string;
}

/** One call a page's head sends early (lib/boot/early-calls.ts). */
export interface EarlyCallPlan {
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
}

/**
 * The inline script of a data-led page's head: where this tab holds an access token that has not
 * expired (sessionStorage, as the auth layer keeps it and by its rule, lib/auth/stored-token.ts),
 * at once, or else once the head's early refresh of a tab without one has settled and stored one
 * (lib/boot/early-refresh-script.ts, EARLY_REFRESH_GLOBAL), it sends the page's first calls for the
 * page's address with the token, and keeps them for the API client (EARLY_CALLS_GLOBAL);
 * where a call names a picture, it preloads the answer's first picture with the card's srcset and
 * sizes, so the card draws it from the cache, and shows it in the static page's place for it
 * (SHELL_PICTURE_ID, ScreenShell in components/shell/screen-heading.tsx) until the page opens; once the page has
 * opened that place is gone, and the card shows it. Without a session it does nothing, and it never
 * fails the page. Static per site and page, so the build's Content-Security-Policy hashes cover it
 * (scripts/csp-hashes.ts). A picture that next/image would not optimise (SVG) is left to the card.
 */
export function earlyCallsScript(plans: readonly EarlyCallPlan[]): string {
  return (
    '(function(){try{var P=' +
    // JSON is a JavaScript literal; `<` escaped so it can never close the element.
    JSON.stringify(plans).replaceAll('<', '\\u003c') +
    ',s=window.sessionStorage,R=window[' +
    scriptLiteral(EARLY_REFRESH_GLOBAL) +
    '],g=function(){var t=s.getItem(' +
    scriptLiteral(ACCESS_TOKEN_STORAGE_KEY) +
    '),e=Number(s.getItem(' +
    scriptLiteral(ACCESS_TOKEN_EXPIRY_STORAGE_KEY) +
    // The session's own rule, by its text (lib/auth/stored-token.ts).
    `));if(!t||(${tokenExpiredAt.toString()})(e,Date.now(),` +
    ACCESS_TOKEN_EXPIRY_SKEW_SECONDS +
    '))return;var a="Bearer "+t,q=new URLSearchParams(location.search),w=window[' +
    scriptLiteral(EARLY_CALLS_GLOBAL) +
    ']=window[' +
    scriptLiteral(EARLY_CALLS_GLOBAL) +
    ']||[];P.forEach(function(c){if(c.when?q.get(c.when.param)!==c.when.value:location.search.length>1)return;' +
    'var r=fetch(c.url,{headers:{Accept:"application/json",Authorization:a}}).then(function(x){return x.text().then(function(b){return{status:x.status,body:b,contentType:x.headers.get("content-type")||""}})}).catch(function(){});' +
    'w.push({url:c.url,authorization:a,at:Date.now(),answer:r});var p=c.picture;if(!p)return;' +
    'r.then(function(x){if(!x||x.status!==200)return;var l=JSON.parse(x.body)[p.list],i=l&&l[0]&&l[0][p.field];' +
    'if(typeof i!=="string"||!i||/\\.svg($|[?#])/i.test(i))return;' +
    'var k=encodeURIComponent(i),T=p.template,f=function(v){return v.split(T.placeholder).join(k)},' +
    'H=f(T.href),S=T.srcSet&&f(T.srcSet);' +
    `(${PRELOAD_PICTURE_FUNCTION})(H,S,T.sizes,"data-early-picture");(${SHOW_PICTURE_FUNCTION})(H,S,T.sizes,` +
    scriptLiteral(SHELL_PICTURE_ID) +
    ')}).catch(function(){})})};' +
    // A tab without a token: the head's early refresh, once settled, may have stored one.
    'R?R.then(g).catch(function(){}):g()}catch(e){}})();'
  );
}
