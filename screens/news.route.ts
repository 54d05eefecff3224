import type { RouteDefinition } from '@/config/route-kit';

/** News, and an opened article (?article=). What its static page starts early: screens/news.boot.ts. */
export default {
  page: '/news',
  layout: 'general',
  access: 'authenticated',
  namespaces: ['news'],
  intro: 'news:intro',
} as const satisfies RouteDefinition;
