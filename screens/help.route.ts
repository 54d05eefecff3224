import type { RouteDefinition } from '@/config/route-kit';

/** Help and FAQ: nothing of the owner's, so its shell is the whole page. */
export default {
  page: '/help',
  layout: 'general',
  access: 'authenticated',
  namespaces: ['help', 'faq', 'home'],
  intro: 'help:intro',
} as const satisfies RouteDefinition;
