import type { RouteDefinition } from '@/config/route-kit';

/** Home: no introduction, its heading greets the owner. What its static page starts early: screens/home.boot.ts. */
export default {
  page: '/home',
  layout: 'general',
  access: 'authenticated',
  namespaces: ['home', 'dealer', 'vehicle'],
} as const satisfies RouteDefinition;
