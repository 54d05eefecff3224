import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';

/**
 * At most this long after the first caller mounts, the secondary calls go out anyway: a page call
 * that keeps failing is retried for longer, and the header's News link must not wait for it.
 */
export const SECONDARY_CALLS_MAX_WAIT_MS = 3000;

/**
 * How long no call may have been in flight before the secondary calls go out: long enough for the
 * page to draw what its calls brought (and for a part that loads its code first, such as the
 * consent-again prompt, to ask for its own), short enough that the owner hardly waits for them.
 */
export const SECONDARY_CALLS_QUIET_MS = 500;

/** One watch of the cache per query client (one per visit in the app, one per test), for all its callers. */
interface Watch {
  ready: boolean;
  listeners: Set<() => void>;
  /** While watching: stops the cache subscription and the timers. */
  stop?: () => void;
}

const watches = new WeakMap<QueryClient, Watch>();

function watchOf(queryClient: QueryClient): Watch {
  let watch = watches.get(queryClient);
  if (!watch) {
    watch = { ready: false, listeners: new Set() };
    watches.set(queryClient, watch);
  }
  return watch;
}

function startWatching(queryClient: QueryClient, watch: Watch) {
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const finish = () => {
    watch.stop?.();
    watch.ready = true;
    for (const listener of watch.listeners) listener();
  };
  // Every change of the cache: a call in flight stops the quiet period, none starts it anew.
  const check = () => {
    clearTimeout(quiet);
    quiet = queryClient.isFetching() > 0 ? undefined : setTimeout(finish, SECONDARY_CALLS_QUIET_MS);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(check);
  const cap = setTimeout(finish, SECONDARY_CALLS_MAX_WAIT_MS);
  watch.stop = () => {
    unsubscribe();
    clearTimeout(cap);
    clearTimeout(quiet);
    watch.stop = undefined;
  };
  check();
}

/**
 * True once no call has been in flight for SECONDARY_CALLS_QUIET_MS (the page's own calls are
 * answered and drawn), or SECONDARY_CALLS_MAX_WAIT_MS after the first caller mounted, and from then
 * on for the rest of the visit. The calls nobody needs to read the page (the header's News link and
 * unread count, the rewards' highlight records, the banners' and analytics' code) wait for it: on a
 * phone's narrow connection every call at start-up takes a share of the bandwidth, and a
 * cross-origin call also a preflight of its own, from the page's scripts and calls
 * (docs/performance.md#after-load). Where the page shows that data itself, the caller asks at
 * once instead (layouts/frame-header.tsx). Its callers share one watch of the cache: a page with many
 * highlighted rewards still has one.
 */
export function useAfterPageCalls(): boolean {
  const queryClient = useQueryClient();
  // False on the server and in the first render in the browser (hydration included: the static
  // page has nothing secondary); then true once the watch says so, or at once in the effect for a
  // part mounted after it did.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const watch = watchOf(queryClient);
    // What the secondary parts then draw (the header's News link, the banners' and analytics'
    // code) is rendered in the background, in slices: told through a store, React rendered it at
    // once, in one long task near the end of the page's start (docs/performance.md#after-load).
    const show = () => startTransition(() => setReady(true));
    if (watch.ready) {
      show();
      return undefined;
    }
    watch.listeners.add(show);
    if (!watch.stop) startWatching(queryClient, watch);
    return () => {
      watch.listeners.delete(show);
      // The last caller gone before the page settled (it left): the next one starts over.
      if (watch.listeners.size === 0) watch.stop?.();
    };
  }, [queryClient]);
  return ready;
}
