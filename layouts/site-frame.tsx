import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { RouteKey } from '@/config/routes';
import { useOwnerMenu } from '@/features/auth/use-owner-menu';
import { Footer } from '@/components/shell/footer';
import { Header } from '@/components/shell/header';
import { SkipLink } from '@/components/shell/skip-link';
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

/** What the general and profile layouts share: skip link, header with the owner's menu, footer, and the consent-again prompt. */
export function SiteFrame({ route, children }: { route: RouteKey; children: ReactNode }) {
  const owner = useOwnerMenu();
  const { site } = useSite();
  return (
    <Page>
      <SkipLink />
      <Header route={route} ownerName={owner.ownerName} showNews={owner.showNews} onLogout={owner.logout} />
      {children}
      <Footer />
      {site.mustConsentAgain && <ConsentAgainPrompt />}
    </Page>
  );
}
