import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MAIN_CONTENT_ID } from '@/components/shell/skip-link';

const Main = styled.main`
  max-width: 48rem;
  margin: 0 auto;
  padding: 2.5rem 1.25rem;
`;

/** Pages without header and footer (cookies, privacy, the showcase, maintenance). */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
      {children}
    </Main>
  );
}
