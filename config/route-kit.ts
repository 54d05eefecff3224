/**
 * What a route module declares (screens/<route>.route.ts, one file a route, next to its screen:
 * `export default { ... } as const satisfies RouteDefinition`, data only, so that every page's
 * first load carries nothing but the table).
 * The modules are collected into config/routes.generated.ts (npm run generate) and read through
 * config/routes.ts; what a route's static page starts early lives beside them in
 * screens/<route>.boot.ts (screens/route-boot.ts). docs/architecture.md#routes.
 */
export type LayoutKind = 'split' | 'general' | 'profile' | 'bare';
/**
 * anonymous: for signed-out owners, a signed-in owner is sent to vehicles (login, sign-up and
 * activation: docs/product.md#routes); authenticated: only signed-in; public: both (the password
 * pages are public so that a reset link opened in a browser that is still signed in works).
 */
export type RouteAccess = 'anonymous' | 'authenticated' | 'public';

/**
 * A route's key, its name in code, in translations (routes.json, common's pageTitle) and in
 * analytics, is its module's file name in camelCase (screens/profile-security.route.ts:
 * profileSecurity): declared once, and no byte of it in the table every page loads.
 */
export interface RouteDefinition {
  /** Its page under pages/[site]/[locale]; its localised paths are in locales/<lng>/routes.json and config/route-aliases.ts. */
  page: string;
  layout: LayoutKind;
  access: RouteAccess;
  /** The translation namespaces its page loads (common and routes are always loaded). */
  namespaces: readonly string[];
  /**
   * A signed-in screen's introduction under its title (a translation key in one of its
   * namespaces). A route with one has a heading and a shell (components/shell/screen-heading.tsx).
   */
  intro?: string;
  /**
   * Only the local stack has it, on its local hosts (ALLOW_LOCAL_HOSTS, config/env.ts): a
   * production build generates no page for it and the proxy answers it 404 on every other host.
   */
  localOnly?: boolean;
}
