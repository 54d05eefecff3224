import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@/config/layout';
import type { RouteKey } from '@/config/routes';
import { MAIN_CONTENT_ID } from '@/components/shell/skip-link';
import { LinkTabList } from '@/components/ui/link-tab-list';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { SiteFrame } from './site-frame';

const PROFILE_TABS = ['profileGeneral', 'profileSecurity', 'profileConsent', 'profileInterests'] as const;

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

const SideTabs = styled(LinkTabList)`
  ${media.mobile} {
    overflow-x: auto;
  }
`;

/** The profile pages: the site frame plus side tabs General, Security, Consent, Interests. */
export function ProfileLayout({ route, children }: { route: RouteKey; children: ReactNode }) {
  const { t } = useTranslation('common');
  const href = useRouteHref();
  // The profile overview opens on its first tab.
  const current = route === 'profile' ? 'profileGeneral' : route;
  return (
    <SiteFrame route={route}>
      <Body>
        <SideTabs
          label={t('nav.profileSections')}
          orientation="vertical"
          items={PROFILE_TABS.map((tab) => ({ href: href(tab), label: t(`pageTitle.${tab}`), current: tab === current }))}
        />
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          {children}
        </main>
      </Body>
    </SiteFrame>
  );
}
