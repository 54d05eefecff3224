import type { RouteDefinition } from '@/config/route-kit';

/** Profile: the owner's interests. */
export default {
  page: '/profile/interests',
  layout: 'profile',
  access: 'authenticated',
  namespaces: ['profile'],
  intro: 'profile:interests.intro',
} as const satisfies RouteDefinition;
