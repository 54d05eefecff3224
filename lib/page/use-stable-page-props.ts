import { useState } from 'react';

/**
 * The page's props, kept as the same object while their content stays the same.
 *
 * Right after hydration, Next's pages router replaces the route once more on every page served
 * through proxy.ts (its client runs the middleware's rewrite again): it fetches the page's data
 * JSON and renders the app with a new pageProps object holding the same site, language and words.
 * A new object means a new theme and site context, so every styled component and every section
 * rendered again, a second full render of the page at start-up for nothing. With the same object,
 * `_app` hands React the same element and React skips the tree (docs/performance.md#stable-page-props).
 *
 * Content is compared as JSON (both sides are parsed JSON: the HTML's __NEXT_DATA__ and the data
 * route's answer), so words regenerated in between (ISR) still reach the page.
 *
 * Only where the server's HTML holds nothing that depends on the address's query (`enabled`): a
 * component the server rendered with an empty query (it is not known at build time) and that reads
 * the router renders differently once the replace brings the query, and if React has not hydrated
 * it yet, it would meet the new query while hydrating and find its HTML does not match (React
 * error 418). A new pageProps object makes React render such a part afresh instead, as before.
 */
export function useStablePageProps<T extends object>(pageProps: T, enabled = true): T {
  // `seen`: the last object Next handed over, so each new one is compared once.
  const [state, setState] = useState({ kept: pageProps, seen: pageProps });
  if (!enabled) return pageProps;
  if (state.seen === pageProps) return state.kept;
  const kept = JSON.stringify(state.kept) === JSON.stringify(pageProps) ? state.kept : pageProps;
  // Adjusting state while rendering (React re-renders at once, before any child).
  setState({ kept, seen: pageProps });
  return kept;
}

/**
 * Whether this page may keep its props across the replace (above): a signed-in page (the server
 * renders only a loading state for it, the route guard's) or a page opened without a query.
 * Read once, in the browser, as the app starts.
 */
export function mayKeepPageProps(signedInPage: boolean): boolean {
  return signedInPage || typeof window === 'undefined' || window.location.search === '';
}
