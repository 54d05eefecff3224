import type { Locale } from '@/config/locales';
import type { RouteKey } from '@/config/routes';
import da from '@/locales/da/routes.json';
import en from '@/locales/en/routes.json';
import no from '@/locales/no/routes.json';
import sv from '@/locales/sv/routes.json';

/**
 * The localised path of every route per language: the "routes" translation namespace.
 * It is compiled in rather than loaded from the blob store like the other namespaces, because
 * the proxy resolves URLs before any page loads and static pages are generated per path:
 * a path changes with a deploy, a label or text changes live.
 */
export const ROUTE_PATHS: Record<Locale, Record<RouteKey, string>> = { da, sv, en, no };
