import { useEffect } from 'react';
import { PUSH_WORKER_SCOPE, PUSH_WORKER_URL } from '@/lib/push/withdraw-push';

/**
 * Registers the portal's service worker (public/sw.js) once the page has loaded, so that a later
 * navigation the server cannot answer shows the site's offline page (docs/product.md#offline). The
 * same worker as the push messages' (one per origin and scope). A production build only: in
 * `next dev` a worker would outlive the code it was registered from. A browser without service
 * workers, or one that refuses it, simply has no offline page.
 */
export function OfflineWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    Promise.resolve()
      .then(() => navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: PUSH_WORKER_SCOPE }))
      .catch(() => undefined);
  }, []);
  return null;
}
