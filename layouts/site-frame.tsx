import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { RouteKey } from '@/config/routes';
import { useOwnerMenu } from '@/features/auth/use-owner-menu';
import { useUnreadCount } from '@/features/notifications/use-unread-count';
import { Footer } from '@/components/shell/footer';
import { Header } from '@/components/shell/header';
import { SkipLink } from '@/components/shell/skip-link';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

/** What the general and profile layouts share: skip link, header with the owner's menu, footer. */
export function SiteFrame({ route, children }: { route: RouteKey; children: ReactNode }) {
  const owner = useOwnerMenu();
  const unread = useUnreadCount();
  return (
    <Page>
      <SkipLink />
      <Header route={route} ownerName={owner.ownerName} showNews={owner.showNews} unreadNotifications={unread} onLogout={owner.logout} />
      {children}
      <Footer />
    </Page>
  );
}
