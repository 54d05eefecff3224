import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { RouteKey } from '@/config/routes';
import { MAIN_CONTENT_ID } from '@/components/shell/skip-link';
import { SiteFrame, mainColumn } from './site-frame';

const Main = styled.main`
  ${mainColumn}
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
