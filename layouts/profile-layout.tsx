import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@/config/layout';
import type { RouteKey } from '@/config/routes';
import { Footer } from '@/components/shell/footer';
import { useOwnerMenu } from '@/components/auth/use-owner-menu';
import { Header } from '@/components/shell/header';
import { LinkTabList } from '@/components/ui/link-tab-list';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/shell/skip-link';
import { useRouteHref } from '@/lib/routing/use-route-href';

const PROFILE_TABS = ['profileGeneral', 'profileSecurity', 'profileConsent', 'profileInterests'] as const;

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Body = styled.div`
  flex: 1;
  width: 100%;
  max-width: 72rem;
  margin: 0 auto;
  padding: 2rem 1.25rem 3rem;
  display: grid;
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

/** The profile pages: the general layout plus side tabs General, Security, Consent, Interests. */
export function ProfileLayout({ route, children }: { route: RouteKey; children: ReactNode }) {
  const owner = useOwnerMenu();
  const { t } = useTranslation('common');
  const href = useRouteHref();
  // The profile overview opens on its first tab.
  const current = route === 'profile' ? 'profileGeneral' : route;
  return (
    <Page>
      <SkipLink />
      <Header route={route} ownerName={owner.ownerName} showNews={owner.showNews} onLogout={owner.logout} />
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
      <Footer />
    </Page>
  );
}
