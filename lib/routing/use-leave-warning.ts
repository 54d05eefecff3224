import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { useUnloadGuard } from './use-unload-guard';

/** Thrown to cancel a client-side navigation; Next logs nothing for a cancelled route change. */
const CANCELLED = 'Route change cancelled: unsaved changes';

/**
 * While `active`, leaving the page asks first: a link inside the app (router events) shows
 * `message` in the browser's confirm box; closing or reloading the tab gets the browser's own
 * beforeunload question (browsers no longer show a page's text there).
 */
export function useLeaveWarning(active: boolean, message: string): void {
  const router = useRouter();
  const messageRef = useRef(message);
  useEffect(() => {
    messageRef.current = message;
  });

  useUnloadGuard(active);
  useEffect(() => {
    if (!active) return;
    const onRouteChangeStart = (url: string) => {
      if (url === router.asPath) return;
      if (window.confirm(messageRef.current)) return;
      router.events.emit('routeChangeError', new Error(CANCELLED), url, { shallow: false });
      // The pages router has no API to cancel a navigation; throwing from this handler stops it.
      throw CANCELLED;
    };
    router.events.on('routeChangeStart', onRouteChangeStart);
    return () => {
      router.events.off('routeChangeStart', onRouteChangeStart);
    };
  }, [active, router]);
}
