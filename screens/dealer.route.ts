import type { RouteDefinition } from '@/config/route-kit';

/** The dealer finder and the owner's preferred dealers. */
export default {
  page: '/dealer',
  layout: 'general',
  access: 'authenticated',
  namespaces: ['dealer'],
  intro: 'dealer:intro',
} as const satisfies RouteDefinition;
