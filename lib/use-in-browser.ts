import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on the server and while the browser hydrates the server's HTML, true in the browser after:
 * for a part drawn in the browser only, so the static page and its hydration agree. The store
 * never changes, so it cannot make a render in the background start over.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, onServer);
}
