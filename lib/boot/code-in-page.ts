import { createElement, type ComponentType } from 'react';

function NoContent() {
  return null;
}

/**
 * Lists a lazy chunk among a static page's scripts:
 * `onServerOnly(dynamic(() => import('…').then(listCodeOnly)))` is a part that renders nothing, but
 * rendered on the server it makes Next list the imported module's chunk among the page's scripts
 * (as it does for every `next/dynamic` part), so the browser fetches it beside the page's other
 * scripts instead of only once they have run; what later loads the same module lazily finds it
 * loaded (docs/performance.md#code-in-page).
 *
 * The `import()` stays written inside `dynamic(…)` at each use: Next's compiler reads it there to
 * know the chunk (it adds the module to the part's `loadableGenerated`), and would not see it
 * through a function of ours. This is the half that is the same everywhere.
 */
export function listCodeOnly(): ComponentType {
  return NoContent;
}

/**
 * The part above, rendered on the server only: its work is done there (the chunk listed among the
 * static page's scripts). In the browser it would only follow its module's loading through
 * next/dynamic's store (useSyncExternalStore), and a store that changes while React renders in the
 * background makes React throw that render away and do it again at once, in one long task: the
 * chunk arriving while a page's answers were drawn in slices did exactly that, redoing the whole
 * page's sections in one task (docs/performance.md#code-in-page). It renders nothing either way, so
 * the browser's tree still matches the server's HTML.
 *
 *   const HeaderCodeInPage = onServerOnly(dynamic(() => import('./frame-header').then(listCodeOnly)));
 */
export function onServerOnly(part: ComponentType): ComponentType {
  function CodeInPage() {
    return typeof window === 'undefined' ? createElement(part) : null;
  }
  return CodeInPage;
}
