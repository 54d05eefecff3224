import { onlineManager } from '@tanstack/react-query';

/** How often a part is asked for again when it failed while the browser was online. */
export const CHUNK_RETRIES_ONLINE = 2;
/** The wait before each of those. */
export const CHUNK_RETRY_DELAY_MS = 1000;

/** Resolves when React Query's onlineManager (the browser's online event) says online again. */
function backOnline(): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = onlineManager.subscribe((online) => {
      if (!online) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * A part of the page loaded on demand (its chunk) that waits out the browser being offline
 * (docs/product.md#offline): a chunk asked for while offline fails, and a failed React.lazy
 * part throws, which took the whole page down. Instead it is asked for again once the browser is
 * back online, as often as it goes offline; a failure while online (a server that did not
 * answer) is tried again twice, a second apart, and then given up (the caller decides what that
 * means). Webpack forgets a chunk that failed, so asking again loads it anew.
 */
export async function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  let failuresOnline = 0;
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!onlineManager.isOnline()) {
        await backOnline();
        continue;
      }
      if (failuresOnline >= CHUNK_RETRIES_ONLINE) throw error;
      failuresOnline += 1;
      await new Promise((resolve) => setTimeout(resolve, CHUNK_RETRY_DELAY_MS));
    }
  }
}

/** What a part that is not needed (a banner, analytics) renders when its chunk never came. */
export const Nothing = () => null;
