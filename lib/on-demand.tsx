import { Suspense, type ComponentType } from 'react';
import { Nothing } from '@/lib/offline/import-when-online';
import { lazyWhenOnline } from '@/lib/offline/lazy-when-online';
import { useInBrowser } from '@/lib/use-in-browser';

/**
 * A part of the page whose code loads when it is first shown, in the browser only (the static page
 * and its hydration hold nothing of it): a kit state most visits never show, the toasts' stack.
 *
 * React.lazy in a Suspense boundary of its own, not next/dynamic: next/dynamic follows its chunk
 * through a store, and a chunk that arrived while React drew the page in the background made React
 * throw that render away and do it again at once, in one long task (docs/performance.md#loaded-when-shown).
 * A lazy part suspends alone: what is around it is drawn meanwhile, and it is drawn when its code
 * has come. Offline, its code is asked for again once the browser is back online
 * (lib/offline/lazy-when-online.ts); if it still cannot be had, the part draws nothing, as
 * next/dynamic's did, and never takes the page down with it.
 */
export function onDemandInBrowser<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): ComponentType<P> {
  const Part = lazyWhenOnline(load, pick, Nothing);
  function OnDemand(props: P) {
    return useInBrowser() ? (
      <Suspense>
        <Part {...props} />
      </Suspense>
    ) : null;
  }
  return OnDemand;
}
