import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { RouteKey } from '@/config/routes';
import { MAIN_CONTENT_ID } from '@/components/shell/skip-link';
import { SiteFrame } from './site-frame';

// At least a screen high, so the footer starts below the fold and is not pushed down (a layout
// shift) as the page's sections arrive.
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  width: 100%;
  max-width: 72rem;
  margin: 0 auto;
  padding: 2rem 1.25rem 3rem;
`;

/** Home, rewards, news, vehicles, dealer, help and notifications: header, content, footer. */
export function GeneralLayout({ route, children }: { route: RouteKey; children: ReactNode }) {
  return (
    <SiteFrame route={route}>
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </Main>
    </SiteFrame>
  );
}
