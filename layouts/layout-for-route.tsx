import type { ReactNode } from 'react';
import { ROUTES, type RouteKey } from '@/config/routes';
import { BareLayout } from './bare-layout';
import { GeneralLayout } from './general-layout';
import { ProfileLayout } from './profile-layout';
import { SplitLayout } from './split-layout';

/** Picks a route's layout (docs/product.md#layouts): split, general, profile or bare. */
export function LayoutForRoute({ route, children }: { route: RouteKey | 'maintenance'; children: ReactNode }) {
  const kind = route === 'maintenance' ? 'bare' : ROUTES[route].layout;
  switch (kind) {
    case 'split':
      return <SplitLayout>{children}</SplitLayout>;
    case 'general':
      return <GeneralLayout route={route as RouteKey}>{children}</GeneralLayout>;
    case 'profile':
      return <ProfileLayout route={route as RouteKey}>{children}</ProfileLayout>;
    case 'bare':
      return <BareLayout>{children}</BareLayout>;
  }
}
