import type { RouteDefinition } from '@/config/route-kit';

/** The cookie policy (docs/product.md#cookie-page). */
export default {
  page: '/cookies',
  layout: 'bare',
  access: 'public',
  namespaces: ['legal'],
} as const satisfies RouteDefinition;
