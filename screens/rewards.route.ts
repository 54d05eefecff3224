import type { RouteDefinition } from '@/config/route-kit';

/** Rewards and the Points tab (?view=points). What its static page starts early: screens/rewards.boot.ts. */
export default {
  page: '/rewards',
  layout: 'general',
  access: 'authenticated',
  namespaces: ['home', 'rewards', 'loyalty'],
  intro: 'rewards:intro',
} as const satisfies RouteDefinition;
