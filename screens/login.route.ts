import type { RouteDefinition } from '@/config/route-kit';

/** The sign-in page (docs/product.md#routes). */
export default {
  page: '/login',
  layout: 'split',
  access: 'anonymous',
  namespaces: ['login'],
} as const satisfies RouteDefinition;
