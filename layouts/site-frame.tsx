import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { RouteKey } from '@/config/routes';
import { useOwnerMenu } from '@/features/auth/use-owner-menu';
import { useUnreadCount } from '@/features/notifications/use-unread-count';
import { Footer } from '@/components/shell/footer';
import { Header } from '@/components/shell/header';
import { useHeaderNews } from '@/components/shell/header-news';
import { SkipLink } from '@/components/shell/skip-link';
import { Spinner } from '@/components/ui/spinner';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Centre = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
`;

/**
 * What the general and profile layouts share: skip link, header with the owner's menu, footer.
 * The frame shows once the header's news answer is known (it was started with the profile, see
 * components/shell/app-providers.tsx), so the News link never pops in and shifts the others.
 */
export function SiteFrame({ route, children }: { route: RouteKey; children: ReactNode }) {
  const owner = useOwnerMenu();
  const news = useHeaderNews();
  const unread = useUnreadCount();
  if (!news.known) {
    return (
      <Centre>
        <Spinner />
      </Centre>
    );
  }
  return (
    <Page>
      <SkipLink />
      <Header route={route} ownerName={owner.ownerName} showNews={news.showNews} unreadNotifications={unread} onLogout={owner.logout} />
      {children}
      <Footer />
    </Page>
  );
}
