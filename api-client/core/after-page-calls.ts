import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * At most this long after the frame mounts, the secondary calls go out anyway: a page call that
 * keeps failing is retried for longer, and the header's News link must not wait for it.
 */
export const SECONDARY_CALLS_MAX_WAIT_MS = 3000;

/**
 * How long no call may have been in flight before the secondary calls go out: long enough for the
 * page to draw what its calls brought (and for a part that loads its code first, such as the
 * consent-again prompt, to ask for its own), short enough that the owner hardly waits for them.
 */
export const SECONDARY_CALLS_QUIET_MS = 500;

/** Per query client (one per visit in the app, one per test in the tests): once true, true for good. */
const settled = new WeakMap<QueryClient, true>();

/**
 * True once no call has been in flight for SECONDARY_CALLS_QUIET_MS (the page's own calls are
 * answered and drawn), or SECONDARY_CALLS_MAX_WAIT_MS after the first caller mounted, and from then
 * on for the rest of the visit. The calls nobody needs to read the page (the header's News link and
 * unread count, the rewards' highlight records) wait for it: on a phone's narrow connection every
 * call at start-up takes a share of the bandwidth, and a cross-origin call also a preflight of its
 * own, from the page's scripts and calls (README, "Performance"). Where the page itself shows that
 * data (the notifications list, the news list), its own query asks at once, and the header reads
 * the same cache.
 */
export function useAfterPageCalls(): boolean {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(() => settled.has(queryClient));
  useEffect(() => {
    if (ready) return;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      settled.set(queryClient, true);
      setReady(true);
    };
    // Every change of the cache: a call in flight stops the quiet period, none starts it anew.
    const check = () => {
      clearTimeout(quiet);
      quiet = queryClient.isFetching() > 0 ? undefined : setTimeout(finish, SECONDARY_CALLS_QUIET_MS);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    const cap = setTimeout(finish, SECONDARY_CALLS_MAX_WAIT_MS);
    check();
    return () => {
      unsubscribe();
      clearTimeout(cap);
      clearTimeout(quiet);
    };
  }, [queryClient, ready]);
  return ready;
}
