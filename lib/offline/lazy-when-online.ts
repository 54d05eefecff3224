import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { importWhenOnline } from './import-when-online';

/**
 * A React.lazy component whose chunk is loaded by importWhenOnline (it waits out the browser being
 * offline, docs/product.md#offline): `pick` takes the component out of the loaded module. Without
 * `fallback`, a chunk that never came throws (to the nearest error boundary); with it (`Nothing`
 * for a part the page does without), that is rendered instead.
 *
 * In `_app`'s chunk: the parts `_app` loads after the page (pages/_app.tsx,
 * components/shell/campaign-arrival.tsx) and on demand (lib/on-demand.tsx) all use it.
 */
export function lazyWhenOnline<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  fallback?: ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => importWhenOnline(load).then((module) => ({ default: pick(module) }), fallback && (() => ({ default: fallback }))));
}
