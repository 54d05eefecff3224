import { useCallback } from 'react';
import type { RouteKey } from '@/config/routes';
import { useSite } from '@/lib/site-context';
import { pathFor } from './localised-path';

/** Returns a function giving the localised path of a route on the current site and language. */
export function useRouteHref(): (route: RouteKey) => string {
  const { site, locale } = useSite();
  return useCallback((route: RouteKey) => pathFor(route, locale, site), [site, locale]);
}
