import { routeIntros } from './route-intros.generated';

/**
 * The signed-in screens' introductions (the `intro` of their route modules, screens/<route>.route.ts),
 * kept out of config/routes.ts so that only these screens' pages load them, not every page's first
 * load. Read by components/shell/screen-heading.tsx.
 */
export type ShellRoute = keyof typeof routeIntros;

/** A signed-in screen's introduction, a translation key in one of its namespaces. */
export function routeIntro(route: ShellRoute): string {
  return routeIntros[route];
}

export { routeIntros };
