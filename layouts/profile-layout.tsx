import Link from 'next/link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@/config/layout';
import type { RouteKey } from '@/config/routes';
import { Footer } from '@/components/shell/footer';
import { Header } from '@/components/shell/header';
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

const TabList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;

  ${media.mobile} {
    flex-direction: row;
    overflow-x: auto;
  }

  a {
    display: block;
    padding: 0.75rem 1rem;
    border-radius: ${({ theme }) => theme.radii.small};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    white-space: nowrap;
    border-left: 3px solid transparent;

    &:hover {
      background: ${({ theme }) => theme.colors.surface};
    }

    &[aria-current='page'] {
      background: ${({ theme }) => theme.colors.surface};
      border-left-color: ${({ theme }) => theme.colors.primary};
      font-weight: 600;
    }
  }
`;

/** The profile pages: the general layout plus side tabs General, Security, Consent, Interests. */
export function ProfileLayout({ route, children }: { route: RouteKey; children: ReactNode }) {
  const { t } = useTranslation('common');
  const href = useRouteHref();
  // The profile overview opens on its first tab.
  const current = route === 'profile' ? 'profileGeneral' : route;
  return (
    <Page>
      <SkipLink />
      <Header route={route} />
      <Body>
        <nav aria-label={t('nav.profileSections')}>
          <TabList>
            {PROFILE_TABS.map((tab) => (
              <li key={tab}>
                <Link href={href(tab)} aria-current={tab === current ? 'page' : undefined}>
                  {t(`pageTitle.${tab}`)}
                </Link>
              </li>
            ))}
          </TabList>
        </nav>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          {children}
        </main>
      </Body>
      <Footer />
    </Page>
  );
}
