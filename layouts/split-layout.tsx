import Image from 'next/image';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LOGIN_BANNER_SIZE, media } from '@/config/layout';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/shell/skip-link';
import { useSite } from '@/lib/site-context';

const Split = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  min-height: 100vh;

  ${media.mobile} {
    grid-template-columns: 1fr;
    grid-template-rows: auto 1fr;
  }
`;

const FormSide = styled.div`
  display: flex;
  flex-direction: column;
  padding: 2.5rem clamp(1.25rem, 5vw, 4.5rem);
  background: ${({ theme }) => theme.colors.background};

  ${media.mobile} {
    order: 2;
    padding: 1.5rem 1.25rem 2.5rem;
  }
`;

const Banner = styled.div`
  width: ${LOGIN_BANNER_SIZE.width}px;
  height: ${LOGIN_BANNER_SIZE.height}px;
  margin-bottom: 2.5rem;
`;

const Main = styled.main`
  width: 100%;
  max-width: 28rem;
  flex: 1;
`;

const Cover = styled.div`
  position: relative;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surfaceAlt};

  ${media.mobile} {
    order: 1;
    min-height: 0;
    height: 9rem;
  }
`;

/** Login, sign-up, activation and the password pages: the brand's banner and form beside the cover image. */
export function SplitLayout({ children }: { children: ReactNode }) {
  const { site } = useSite();
  return (
    <>
      <SkipLink />
      <Split>
        <FormSide>
          <Banner>
            <Image
              src={site.loginBanner}
              alt={site.websiteName}
              width={LOGIN_BANNER_SIZE.width}
              height={LOGIN_BANNER_SIZE.height}
              priority
            />
          </Banner>
          <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
            {children}
          </Main>
        </FormSide>
        <Cover>
          <Image
            src={site.coverImage}
            alt=""
            fill
            priority
            sizes={`${media.mobile.replace('@media ', '')} 100vw, 50vw`}
            style={{ objectFit: 'cover' }}
          />
        </Cover>
      </Split>
    </>
  );
}
