import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { routeLayout, type PageKey, type RouteKey } from '@/config/routes';
import { BareLayout } from './bare-layout';
import { GeneralLayout } from './general-layout';
import { ProfileLayout } from './profile-layout';

// The general and profile layouts are small shells: their heavy parts (header with its menus,
// footer, profile tabs) load in their own chunks as the frame shows (layouts/site-frame.tsx).

// The sign-in pages' layout, with its cover picture (next/image), is rendered on the server and
// loaded before hydration on those pages only (next/dynamic keeps server rendering by default).
const SplitLayout = dynamic(() => import('./split-layout').then((m) => m.SplitLayout));

/** Picks a route's layout (docs/product.md#layouts): split, general, profile or bare. */
export function LayoutForRoute({ route, children }: { route: PageKey; children: ReactNode }) {
  const kind = routeLayout(route);
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
