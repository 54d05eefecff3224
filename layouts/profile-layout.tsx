import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { SIDE_TABS_PHONE_HEIGHT, media } from '@/config/layout';
import type { RouteKey } from '@/config/routes';
import { MAIN_CONTENT_ID } from '@/components/shell/skip-link';
import { SiteFrame } from './site-frame';

/**
 * The tabs' place while their code (and next/link's) loads: their height on phones (two rows of
 * two, components/ui/link-tab-list.tsx), so the tab's content does not move.
 */
const TabsSpace = styled.div`
  ${media.mobile} {
    min-height: ${SIDE_TABS_PHONE_HEIGHT};
  }
`;

// In its own chunk like the rest of the signed-in frame (layouts/site-frame.tsx).
const ProfileTabs = lazy(() => import('./profile-tabs').then((module) => ({ default: module.ProfileTabs })));

// At least a screen high, like the general layout's main: the footer starts below the fold.
const Body = styled.div`
  flex: 1;
  min-height: 100vh;
  width: 100%;
  max-width: 72rem;
  margin: 0 auto;
  padding: 2rem 1.25rem 3rem;
  display: grid;
  /* Rows keep their own height: stretched to fill the screen, the tabs' row would shrink as the tab's content arrives and move it. */
  align-content: start;
  grid-template-columns: 14rem minmax(0, 1fr);
  gap: 2.5rem;

  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: 1.25rem;
  }
`;

/** The profile pages: the site frame plus side tabs General, Security, Consent, Interests. */
export function ProfileLayout({ route, children }: { route: RouteKey; children: ReactNode }) {
  return (
    <SiteFrame route={route}>
      <Body>
        <Suspense fallback={<TabsSpace />}>
          <ProfileTabs route={route} />
        </Suspense>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          {children}
        </main>
      </Body>
    </SiteFrame>
  );
}
