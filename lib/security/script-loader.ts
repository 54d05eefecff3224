/**
 * The one inline script that starts a page's own code in production (pages/_document.tsx), so that
 * the Content-Security-Policy can be hashes with 'strict-dynamic' and no list of script hosts
 * (lib/security/security-headers.ts).
 *
 * Why: under 'strict-dynamic' a browser runs an inline script whose hash the policy lists and
 * whatever such a script adds to the page, and nothing written into the HTML as
 * `<script src=…>` or `<link rel="preload" as="script">`, which Next's own tags are. Listing each
 * chunk's hash for its `integrity` attribute (CSP3 hash sources for external scripts) is the other
 * way, but Safari and older Firefox ignore those, and the page would not start there.
 *
 * Each address is kept as Next wrote it (a path from the origin's root), because Next's client
 * router looks for a page's scripts by that attribute before it adds one again.
 *
 * What it does, in the order Next writes its tags: asks for every script at once (a preload link
 * each, at the low priority a browser gives `defer` scripts, so they do not hold up the font and
 * pictures; the nomodule polyfills only in a browser without modules),
 * and when the document is parsed (where Next's `defer` scripts ran), adds them as scripts with
 * `async = false`, which run one after the other in the order added: polyfills, webpack's runtime,
 * framework, main, `_app`, the page, the build and SSG manifests.
 *
 * The code never changes, so every page has the same one hash; the page's list is in the script
 * element's own attributes. A copy of this script that someone manages to inject (its hash
 * matches) with a list of their own can load nothing but this origin's `/_next/static/` files,
 * which are the build's own code; `document.currentScript` clobbered by an injected
 * `<img name="currentScript">` is not a script element, and then nothing is loaded.
 */

/** The attribute with the page's scripts, in order, separated by spaces (each URL-encoded by Next). */
export const SCRIPT_LOADER_SCRIPTS_ATTRIBUTE = 'data-scripts';
/** The attribute with the nomodule scripts (Next's polyfills), run first where the browser has no modules. */
export const SCRIPT_LOADER_NOMODULE_ATTRIBUTE = 'data-nomodule-scripts';
/**
 * The path every script the loader adds must have, on this origin: where Next serves its build
 * (next.config.js sets no assetPrefix; one would move the scripts, and this rule with them).
 */
export const SCRIPT_LOADER_PATH_PREFIX = '/_next/static/';

export const SCRIPT_LOADER_SOURCE = [
  '(function(){',
  `var d=document,c=d.currentScript,P=${JSON.stringify(SCRIPT_LOADER_PATH_PREFIX)};`,
  'if(!(c instanceof HTMLScriptElement))return;',
  "var m='noModule' in d.createElement('script'),q=[];",
  'function add(v){',
  "(v||'').split(' ').forEach(function(s){",
  'if(!s)return;',
  'var u;try{u=new URL(s,location.href)}catch(e){return}',
  `if(s.indexOf(P)!==0||u.origin!==location.origin||u.pathname.indexOf(P)!==0||!/\\.js$/.test(u.pathname))return;`,
  "q.push(s);var l=d.createElement('link');l.rel='preload';l.setAttribute('as','script');l.setAttribute('fetchpriority','low');l.href=s;d.head.appendChild(l)",
  '})}',
  `if(!m)add(c.getAttribute(${JSON.stringify(SCRIPT_LOADER_NOMODULE_ATTRIBUTE)}));`,
  `add(c.getAttribute(${JSON.stringify(SCRIPT_LOADER_SCRIPTS_ATTRIBUTE)}));`,
  'function run(){q.forEach(function(s){',
  "var e=d.createElement('script');e.src=s;e.async=false;d.body.appendChild(e)",
  '})}',
  "if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',run);else run()",
  '})()',
].join('');
