/**
 * A value written into an inline script of a page's static HTML (pages/_document.tsx): JSON, with
 * `<` escaped so it can never close the element. Used only on the server, when the page is written.
 */
export const scriptLiteral = (value: string) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** What an inline script's function may be given: values with a JavaScript literal (JSON). */
export type InlineValue = string | number | boolean | null | readonly InlineValue[] | { readonly [key: string]: InlineValue };
/**
 * ... or a self-contained function, written by its text as `run` is: a rule the page's code keeps
 * once and the script must follow too (tokenExpiredAt, lib/auth/stored-token.ts).
 */
export type InlineFunction = (...args: never[]) => unknown;

/** A function's own text, refused where it would end the script element. */
function textOf(run: InlineFunction): string {
  const source = run.toString();
  if (/<\/script|<!--/i.test(source)) throw new Error(`${run.name}: its text would end the script element`);
  return source;
}

/**
 * The text of an inline script that calls `run` with `args`: the function's own text, as the
 * build compiled it (`Function.prototype.toString`), called with the arguments as literals (a
 * function argument by its text). So the script is TypeScript the type checker and the linter
 * read, and its arguments are checked against its parameters. `run` (and a function argument) must
 * be self-contained: it may name only its parameters and the browser's globals (no imports, no
 * module constants: they do not exist in the page), and hold no comment (it would be written into
 * the page). The tests run the text as the browser does (__tests__/unit/boot/session-mark.test.ts).
 * The text may differ between builds; the CSP's hashes come from the built pages
 * (scripts/csp-hashes.ts), so it is always covered.
 */
export function inlineCall<Args extends (InlineValue | InlineFunction)[]>(run: (...args: Args) => void, ...args: Args): string {
  const literal = (value: InlineValue | InlineFunction) =>
    typeof value === 'function' ? textOf(value) : JSON.stringify(value).replaceAll('<', '\\u003c');
  return `(${textOf(run as InlineFunction)})(${args.map(literal).join(',')});`;
}

/**
 * A function expression for an inline script, `(href, srcSet, sizes, marker)`: it preloads a
 * picture at once (fetchpriority high) with the srcset and sizes a picture element will use, so
 * that element is given the file fetched; `marker` names an empty attribute that says which
 * script asked. Shared by the remembered picture's preload (lib/boot/picture-hint-script.ts) and the
 * early call's (lib/boot/early-calls-script.ts).
 */
export const PRELOAD_PICTURE_FUNCTION =
  'function(H,S,Z,M){var l=document.createElement("link"),a=function(n,v){l.setAttribute(n,v)};' +
  'a("rel","preload");a("as","image");a("href",H);a("fetchpriority","high");a(M,"");' +
  'if(S){a("imagesrcset",S);a("imagesizes",Z)}document.head.appendChild(l)}';

/**
 * A function expression for an inline script, `(href, srcSet, sizes, elementId)`: it gives the
 * <img> in the element with that id the picture's addresses and shows the element (a static
 * page's place for a picture, hidden until then); it does nothing where there is no such element.
 * Called while the document is still being parsed and before the parser has reached the element
 * (a head's early call answered fast, on a busy CPU), it waits for the parse to end, which comes
 * before any of the page's scripts has run (pages/_document.tsx starts them after it).
 */
export const SHOW_PICTURE_FUNCTION =
  'function(H,S,Z,E){var g=function(){var d=document.getElementById(E),i=d&&d.querySelector("img");if(!i)return;' +
  'if(S){i.setAttribute("sizes",Z);i.setAttribute("srcset",S)}i.setAttribute("src",H);d.hidden=false};' +
  'if(document.readyState==="loading"&&!document.getElementById(E))document.addEventListener("DOMContentLoaded",g);else g()}';
