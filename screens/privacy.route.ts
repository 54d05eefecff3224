import type { RouteDefinition } from '@/config/route-kit';

/** The privacy policy (docs/product.md#routes). */
export default {
  page: '/privacy',
  layout: 'bare',
  access: 'public',
  namespaces: ['legal'],
} as const satisfies RouteDefinition;
