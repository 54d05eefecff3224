import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { RouteKey } from '@/config/routes';
import { Footer } from '@/components/shell/footer';
import { useOwnerMenu } from '@/components/auth/use-owner-menu';
import { Header } from '@/components/shell/header';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/shell/skip-link';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

export const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 72rem;
  margin: 0 auto;
  padding: 2rem 1.25rem 3rem;
`;

/** Home, rewards, news, vehicles, dealer, help and notifications: header, content, footer. */
export function GeneralLayout({ route, children }: { route: RouteKey; children: ReactNode }) {
  const owner = useOwnerMenu();
  return (
    <Page>
      <SkipLink />
      <Header route={route} ownerName={owner.ownerName} showNews={owner.showNews} onLogout={owner.logout} />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </Main>
      <Footer />
    </Page>
  );
}
