import type { RouteDefinition } from '@/config/route-kit';

/** Activating an account from its e-mail link. Its form is the shared set-password form: its fields and rules are login's words. */
export default {
  page: '/activation',
  layout: 'split',
  access: 'anonymous',
  namespaces: ['signup', 'login'],
} as const satisfies RouteDefinition;
