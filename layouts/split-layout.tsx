import Image from 'next/image';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LOGIN_BANNER_SIZE, media } from '@/config/layout';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/shell/skip-link';
import { useSite } from '@/lib/site-context';

/** The cover's band above the form on phones. */
const COVER_HEIGHT_MOBILE = '9rem';

// Both areas are placed explicitly, so the form's place never depends on the cover having been
// parsed yet: on phones the cover's row (above the form, after it in the document) is reserved
// from the first paint, and the form never jumps down when the cover arrives (CLS 0).
const Split = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  grid-template-rows: auto;
  min-height: 100vh;

  ${media.mobile} {
    grid-template-columns: 1fr;
    grid-template-rows: ${COVER_HEIGHT_MOBILE} 1fr;
  }
`;

const FormSide = styled.div`
  display: flex;
  flex-direction: column;
  padding: 2.5rem clamp(1.25rem, 5vw, 4.5rem);
  background: ${({ theme }) => theme.colors.background};
  grid-column: 1;
  grid-row: 1;

  ${media.mobile} {
    grid-row: 2;
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
  grid-column: 2;
  grid-row: 1;

  ${media.mobile} {
    grid-column: 1;
    grid-row: 1;
    min-height: 0;
    height: ${COVER_HEIGHT_MOBILE};
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
            fetchPriority="high"
            sizes={`${media.mobile.replace('@media ', '')} 100vw, 50vw`}
            style={{ objectFit: 'cover' }}
          />
        </Cover>
      </Split>
    </>
  );
}
