import type { RouteDefinition } from '@/config/route-kit';

/** Profile: the owner's general details. */
export default {
  page: '/profile/general',
  layout: 'profile',
  access: 'authenticated',
  namespaces: ['profile'],
  intro: 'profile:general.intro',
} as const satisfies RouteDefinition;
