/**
 * A value written into an inline script of a page's static HTML (pages/_document.tsx): JSON, with
 * `<` escaped so it can never close the element. Used only on the server, when the page is written.
 */
export const scriptLiteral = (value: InlineValue) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * What an inline script's function may be given: values with a JavaScript literal (JSON). A
 * property that is `undefined` is left out, as JSON leaves it out (an optional field not given).
 */
export type InlineValue =
  | string
  | number
  | boolean
  | null
  | readonly InlineValue[]
  | { readonly [key: string]: InlineValue | undefined };

/**
 * A function an inline script's function is given to call (a picture's preload, the session's
 * expiry rule): written by its own text like the script's function, under the same rule.
 */
export type InlineFunction = (...args: never[]) => unknown;

/** The function's text, as the build compiled it, refused where it would end the script element. */
function functionText(run: InlineFunction): string {
  const source = run.toString();
  if (/<\/script|<!--/i.test(source)) throw new Error(`${run.name}: its text would end the script element`);
  return source;
}

/**
 * The text of an inline script that calls `run` with `args`: the function's own text, as the
 * build compiled it (`Function.prototype.toString`), called with the arguments as literals, and a
 * function among them by its text too. So the script is TypeScript the type checker and the
 * linter read, and its arguments are checked against its parameters. `run` and every function
 * given to it must be self-contained: they may name only their parameters and the browser's
 * globals (no imports, no module constants: they do not exist in the page), and hold no comment
 * (it would be written into the page). The tests run the text as the browser does
 * (__tests__/unit/boot/). The text may differ between builds (the server's build minifies it);
 * the CSP's hashes come from the built pages (scripts/csp-hashes.ts), so it is always covered.
 */
export function inlineCall<Args extends Array<InlineValue | InlineFunction>>(run: (...args: Args) => void, ...args: Args): string {
  const written = args.map((value) => (typeof value === 'function' ? functionText(value) : scriptLiteral(value)));
  return `(${functionText(run)})(${written.join(',')});`;
}

/**
 * Preloads a picture at once (fetchpriority high) with the srcset and sizes a picture element
 * will use, so that element is given the file fetched; `marker` names an empty attribute that says
 * which script asked. Given to the remembered picture's script (lib/boot/picture-hint-script.ts)
 * and the early calls' (lib/boot/early-calls-script.ts), and written into the page with them.
 */
export function preloadPicture(href: string, srcSet: string, sizes: string, marker: string): void {
  const link = document.createElement('link');
  const set = (name: string, value: string) => link.setAttribute(name, value);
  set('rel', 'preload');
  set('as', 'image');
  set('href', href);
  set('fetchpriority', 'high');
  set(marker, '');
  if (srcSet) {
    set('imagesrcset', srcSet);
    set('imagesizes', sizes);
  }
  document.head.appendChild(link);
}

/**
 * Gives the <img> in the element with that id the picture's addresses and shows the element (a
 * static page's place for a picture, hidden until then); does nothing where there is no such
 * element. Called while the document is still being parsed and before the parser has reached the
 * element (a head's early call answered fast, on a busy CPU), it waits for the parse to end, which
 * comes before any of the page's scripts has run (pages/_document.tsx starts them after it).
 * Written into the page like preloadPicture.
 */
export function showPicture(href: string, srcSet: string, sizes: string, elementId: string): void {
  const show = () => {
    const place = document.getElementById(elementId);
    const img = place && place.querySelector('img');
    if (!place || !img) return;
    if (srcSet) {
      img.setAttribute('sizes', sizes);
      img.setAttribute('srcset', srcSet);
    }
    img.setAttribute('src', href);
    place.hidden = false;
  };
  if (document.readyState === 'loading' && !document.getElementById(elementId)) document.addEventListener('DOMContentLoaded', show);
  else show();
}
