import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** How long the browser may stay busy before the deferred parts mount anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Renders its children only once the page has loaded and the browser is idle, as an interruptible
 * (transition) render: what no owner needs for the first paint or the first interaction (the
 * consent and app banners, analytics) neither delays them nor blocks the main thread while the
 * page starts (README, "Performance"). The window event `wakeOn` mounts them at once: the owner
 * asked for one of them (the cookie page's "change your choice" opens the consent banner).
 */
export function AfterLoad({ children, wakeOn }: { children: ReactNode; wakeOn?: string }) {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const mount = () => startTransition(() => setReady(true));
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(mount, { timeout: IDLE_TIMEOUT_MS });
      else timer = setTimeout(mount, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    const now = () => setReady(true);
    if (wakeOn) window.addEventListener(wakeOn, now);
    return () => {
      window.removeEventListener('load', whenIdle);
      if (wakeOn) window.removeEventListener(wakeOn, now);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [wakeOn]);

  return ready ? <>{children}</> : null;
}
