import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useAfterPageCalls } from '@/api-client/core/after-page-calls';

/** How long the browser may stay busy before the deferred parts mount anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Renders its children only once the page has loaded and the browser is idle, as an interruptible
 * (transition) render: what no owner needs for the first paint or the first interaction (the
 * consent and app banners, analytics) neither delays them nor blocks the main thread while the
 * page starts (docs/performance.md#after-load). The window event `wakeOn` mounts them at once: the owner
 * asked for one of them (the cookie page's "change your choice" opens the consent banner).
 */
export function AfterLoad({ children, wakeOn, hold = false }: { children: ReactNode; wakeOn?: string; hold?: boolean }) {
  const [ready, setReady] = useState(false);

  // `hold`: not yet, whatever the load and idle time say (the page's own calls are still going,
  // see AfterPageLoad below); the wake-up event still mounts them at once.
  useEffect(() => {
    if (hold) return;
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const mount = () => startTransition(() => setReady(true));
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(mount, { timeout: IDLE_TIMEOUT_MS });
      else timer = setTimeout(mount, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [hold]);

  useEffect(() => {
    if (!wakeOn) return;
    const now = () => setReady(true);
    window.addEventListener(wakeOn, now);
    return () => window.removeEventListener(wakeOn, now);
  }, [wakeOn]);

  return ready ? <>{children}</> : null;
}

/**
 * The app's AfterLoad (pages/_app.tsx): it also waits until the page's own calls are answered
 * (api-client/core/after-page-calls.ts). On a signed-in page the load event and an idle moment
 * come while its calls are still going; the banners' and analytics' code then took a share of a
 * phone's connection from them.
 */
export function AfterPageLoad({ children, wakeOn }: { children: ReactNode; wakeOn?: string }) {
  const afterPageCalls = useAfterPageCalls();
  return (
    <AfterLoad wakeOn={wakeOn} hold={!afterPageCalls}>
      {children}
    </AfterLoad>
  );
}
