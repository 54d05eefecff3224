import type { RouteDefinition } from '@/config/route-kit';

/** The owner's cars, their history, invoices and parts. Its shell is its own (VehiclesShell); what its static page starts early: screens/vehicles.boot.ts. */
export default {
  page: '/vehicles',
  layout: 'general',
  access: 'authenticated',
  namespaces: ['vehicle', 'invoices', 'parts'],
  intro: 'vehicle:intro',
} as const satisfies RouteDefinition;
