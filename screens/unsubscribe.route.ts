import type { RouteDefinition } from '@/config/route-kit';

/** The landing page of an e-mail's unsubscribe link (docs/product.md#e-mail-landing-pages). */
export default {
  page: '/unsubscribe',
  layout: 'split',
  access: 'public',
  namespaces: ['unsubscribe'],
} as const satisfies RouteDefinition;
