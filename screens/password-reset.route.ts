import type { RouteDefinition } from '@/config/route-kit';

/** Asking for a password-reset link (docs/product.md#auth-and-session). */
export default {
  page: '/password-reset',
  layout: 'split',
  access: 'public',
  namespaces: ['login'],
} as const satisfies RouteDefinition;
