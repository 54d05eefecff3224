import type { RouteDefinition } from '@/config/route-kit';

/** The component showcase in the site's theme (not linked; noindex): where the UI kit is reviewed and axe-checked. */
export default {
  page: '/styleguide',
  layout: 'bare',
  access: 'public',
  namespaces: ['styleguide'],
  localOnly: true,
} as const satisfies RouteDefinition;
