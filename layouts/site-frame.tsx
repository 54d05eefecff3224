import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RouteKey } from '@/config/routes';
import { useOwnerMenu } from '@/features/auth/use-owner-menu';
import { useUnreadCount } from '@/features/notifications/use-unread-count';
import { Footer } from '@/components/shell/footer';
import { Header } from '@/components/shell/header';
import { useHeaderNews } from '@/components/shell/header-news';
import { SkipLink } from '@/components/shell/skip-link';
import { PageLoading } from '@/components/ui/page-loading';
import { useSite } from '@/lib/site-context';

// Its own chunk, fetched only on sites that ask for consent again, once the owner is signed in.
const ConsentAgainPrompt = dynamic(() => import('@/features/profile/consent-again-prompt').then((module) => module.ConsentAgainPrompt), {
  ssr: false,
});

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

/**
 * What the general and profile layouts share: skip link, header with the owner's menu, footer,
 * and the consent-again prompt. The frame shows once the header's news answer is known (it was
 * started with the profile, see components/shell/app-providers.tsx), so the News link never pops
 * in and shifts the others.
 */
export function SiteFrame({ route, children }: { route: RouteKey; children: ReactNode }) {
  const { t } = useTranslation('common');
  const owner = useOwnerMenu();
  const { site } = useSite();
  const news = useHeaderNews();
  const unread = useUnreadCount();
  if (!news.known) return <PageLoading label={t('loading')} />;
  return (
    <Page>
      <SkipLink />
      <Header route={route} ownerName={owner.ownerName} showNews={news.showNews} unreadNotifications={unread} onLogout={owner.logout} />
      {children}
      <Footer />
      {site.mustConsentAgain && <ConsentAgainPrompt />}
    </Page>
  );
}
