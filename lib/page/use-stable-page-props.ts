import { useState } from 'react';

/**
 * The page's props, kept as the same object while their content stays the same.
 *
 * Right after hydration, Next's pages router replaces the route once more on every page served
 * through proxy.ts (its client runs the middleware's rewrite again): it fetches the page's data
 * JSON and renders the app with a new pageProps object holding the same site, language and words.
 * A new object means a new theme and site context, so every styled component and every section
 * rendered again, a second full render of the page at start-up for nothing. With the same object,
 * `_app` hands React the same element and React skips the tree (README, "Performance").
 *
 * Content is compared as JSON (both sides are parsed JSON: the HTML's __NEXT_DATA__ and the data
 * route's answer), so words regenerated in between (ISR) still reach the page.
 */
export function useStablePageProps<T extends object>(pageProps: T): T {
  // `seen`: the last object Next handed over, so each new one is compared once.
  const [state, setState] = useState({ kept: pageProps, seen: pageProps });
  if (state.seen === pageProps) return state.kept;
  const kept = JSON.stringify(state.kept) === JSON.stringify(pageProps) ? state.kept : pageProps;
  // Adjusting state while rendering (React re-renders at once, before any child).
  setState({ kept, seen: pageProps });
  return kept;
}
