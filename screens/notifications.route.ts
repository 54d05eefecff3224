import type { RouteDefinition } from '@/config/route-kit';

/** The owner's notifications. */
export default {
  page: '/notifications',
  layout: 'general',
  access: 'authenticated',
  namespaces: ['notifications'],
  intro: 'notifications:intro',
} as const satisfies RouteDefinition;
