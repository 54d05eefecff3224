import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES, type RouteKey } from '@/config/routes';
import { PageLoading } from '@/components/ui/page-loading';
import { BareLayout } from './bare-layout';

/** What the route guard shows while it waits, kept on screen until the signed-in frame has loaded. */
function FrameLoading() {
  const { t } = useTranslation('common');
  return <PageLoading label={t('loading')} />;
}

// The header, its menus, the footer and the profile tabs are only ever shown to a signed-in owner,
// and only in the browser (the route guard renders a loading state on the server): they load with
// the first signed-in page instead of riding in every page's first load (README, "Performance").
const GeneralLayout = dynamic(() => import('./general-layout').then((m) => m.GeneralLayout), {
  loading: FrameLoading,
});
const ProfileLayout = dynamic(() => import('./profile-layout').then((m) => m.ProfileLayout), {
  loading: FrameLoading,
});

// The sign-in pages' layout, with its cover picture (next/image), is rendered on the server and
// loaded before hydration on those pages only (next/dynamic keeps server rendering by default).
const SplitLayout = dynamic(() => import('./split-layout').then((m) => m.SplitLayout));

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
