import type { RouteDefinition } from '@/config/route-kit';

/** Setting a new password from a reset link (docs/product.md#auth-and-session). */
export default {
  page: '/password-change',
  layout: 'split',
  access: 'public',
  namespaces: ['login'],
} as const satisfies RouteDefinition;
