import type { RouteDefinition } from '@/config/route-kit';

/** Sign-up: the owner's details and their car (docs/product.md#routes). */
export default {
  page: '/signup',
  layout: 'split',
  access: 'anonymous',
  namespaces: ['signup', 'vehicle'],
} as const satisfies RouteDefinition;
