import type { RouteDefinition } from '@/config/route-kit';

/** Profile: the owner's consents. */
export default {
  page: '/profile/consent',
  layout: 'profile',
  access: 'authenticated',
  namespaces: ['profile'],
  intro: 'profile:consent.intro',
} as const satisfies RouteDefinition;
