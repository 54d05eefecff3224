import type { RouteDefinition } from '@/config/route-kit';

/** The landing page of an invitation e-mail (docs/product.md#e-mail-landing-pages). */
export default {
  page: '/invitation',
  layout: 'split',
  access: 'public',
  namespaces: ['invitation'],
} as const satisfies RouteDefinition;
