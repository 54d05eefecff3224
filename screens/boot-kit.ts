import type { RouteKey } from '@/config/routes';
import type { SiteConfig } from '@/config/site-schema';
import type { EarlyCallPlan } from '@/lib/boot/early-calls-script';

/**
 * What a route's static page starts before its scripts run, declared beside its route module
 * (screens/<route>.boot.ts) and read by pages/_document.tsx, which knows nothing of the screens.
 * Only the screens whose largest paint is the owner's data or a remembered picture have one
 * (docs/performance.md#early-calls, docs/performance.md#remembered-picture).
 */
export interface RouteBoot {
  route: RouteKey;
  /** The calls its static page sends while its scripts load (lib/boot/early-calls.ts). */
  calls?: (site: SiteConfig) => EarlyCallPlan[];
  /**
   * The picture home showed last time (lib/boot/picture-hint.ts), asked for in the head while the
   * scripts load and drawn before hydration: over the loading state's spinner (`splash`), or in the
   * element of the screen's shell with this id (`into`).
   */
  picture?: { splash: true } | { into: string };
  /**
   * The query parameter that opens one of the page's views (the rewards page's `view`): the head
   * marks <html> with its value before the first paint (lib/boot/view-mark-script.ts), so the
   * static page shows that view's outline (ScreenShell's `view`).
   */
  view?: string;
}

/** Declares what a route's static page starts early. */
export function defineBoot(boot: RouteBoot): RouteBoot {
  return boot;
}

