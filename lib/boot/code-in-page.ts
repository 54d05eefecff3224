import type { ComponentType } from 'react';

function NoContent() {
  return null;
}

/**
 * Lists a lazy chunk among a static page's scripts: `dynamic(() => import('…').then(listCodeOnly))`
 * is a part that renders nothing, but rendered on the server it makes Next list the imported
 * module's chunk among the page's scripts (as it does for every `next/dynamic` part), so the
 * browser fetches it beside the page's other scripts instead of only once they have run; what
 * later loads the same module lazily finds it loaded (docs/performance.md#code-in-page).
 *
 * The `import()` stays written inside `dynamic(…)` at each use: Next's compiler reads it there to
 * know the chunk (it adds the module to the part's `loadableGenerated`), and would not see it
 * through a function of ours. This is the half that is the same everywhere.
 */
export function listCodeOnly(): ComponentType {
  return NoContent;
}
