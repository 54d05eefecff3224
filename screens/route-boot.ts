import type { SiteConfig } from '@/config/site-schema';
import type { EarlyCallPlan } from '@/lib/boot/early-calls-script';
import type { RouteBoot } from './boot-kit';
import { bootModules } from './boots.generated';

export type { RouteBoot } from './boot-kit';

/** The boots of screens/<route>.boot.ts by route (screens/boot-kit.ts). */
const BOOTS: ReadonlyMap<string, RouteBoot> = new Map(bootModules.map((boot) => [boot.route, boot]));

/** A route's boot, or nothing for a route whose static page starts nothing early. */
export function bootOf(route: string | undefined): RouteBoot | undefined {
  return route === undefined ? undefined : BOOTS.get(route);
}

/** The calls a route's static page sends early, for a site (none for most routes). */
export function earlyCallsOf(route: string, site: SiteConfig): EarlyCallPlan[] {
  return bootOf(route)?.calls?.(site) ?? [];
}
