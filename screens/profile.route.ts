import type { RouteDefinition } from '@/config/route-kit';

/** The profile's first tab (the general details). */
export default {
  page: '/profile',
  layout: 'profile',
  access: 'authenticated',
  namespaces: ['profile'],
  intro: 'profile:general.intro',
} as const satisfies RouteDefinition;
