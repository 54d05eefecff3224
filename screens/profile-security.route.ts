import type { RouteDefinition } from '@/config/route-kit';

/** Profile: e-mail and password. login: the password rules, worded as on the password pages. */
export default {
  page: '/profile/security',
  layout: 'profile',
  access: 'authenticated',
  namespaces: ['profile', 'login'],
  intro: 'profile:security.intro',
} as const satisfies RouteDefinition;
