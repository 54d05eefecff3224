import { lazy, Suspense, type ComponentType } from 'react';
import { importWhenOnline } from '@/lib/offline/import-when-online';
import { useInBrowser } from '@/lib/use-in-browser';

function Nothing() {
  return null;
}

/**
 * A part of the page whose code loads when it is first shown, in the browser only (the static page
 * and its hydration hold nothing of it): a kit state most visits never show, the toasts' stack.
 *
 * React.lazy in a Suspense boundary of its own, not next/dynamic: next/dynamic follows its chunk
 * through a store, and a chunk that arrived while React drew the page in the background made React
 * throw that render away and do it again at once, in one long task (docs/performance.md#loaded-when-shown).
 * A lazy part suspends alone: what is around it is drawn meanwhile, and it is drawn when its code
 * has come. Offline, its code is asked for again once the browser is back online
 * (lib/offline/import-when-online.ts); if it still cannot be had, the part draws nothing, as
 * next/dynamic's did, and never takes the page down with it.
 */
export function onDemandInBrowser<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(() =>
    importWhenOnline(load).then(
      (component) => ({ default: component }),
      () => ({ default: Nothing as ComponentType<P> }),
    ),
  );
  function OnDemand(props: P) {
    return useInBrowser() ? (
      <Suspense>
        <Part {...props} />
      </Suspense>
    ) : null;
  }
  return OnDemand;
}
