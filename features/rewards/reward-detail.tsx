import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { columnsOnWide } from '@/components/ui/columns';
import { DetailFrame } from '@/components/ui/detail-frame';
import { Heading } from '@/components/ui/heading';
import { MediaFrame } from '@/components/ui/media-frame';
import { ShareLink } from '@/components/ui/share-link';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFoundError } from '@/api-client/core/not-found';
import { usePublication } from '@/api-client/publications/publications-hooks';
import { rewardLinkSearch } from '@/lib/routing/screen-links';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { ClaimReward } from './claim-reward';
import { HighlightView } from './highlight-view';
import { RewardBadges } from './reward-badges';
import { RewardValidity } from './reward-validity';

const Layout = styled.article`
  ${columnsOnWide('minmax(0, 1.1fr) minmax(0, 1fr)', '2rem', '1fr', '1rem')}
  align-items: start;
`;

const Picture = styled.div`
  border-radius: ${({ theme }) => theme.radii.large};
  overflow: hidden;
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;

  h2 {
    overflow-wrap: anywhere;
  }
  h2:focus {
    outline: none;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Body = styled.div`
  p {
    margin: 0 0 0.75rem;
    white-space: pre-line;
  }
`;

export const DETAIL_IMAGE_SIZES = '(max-width: 699px) 100vw, 560px';

/**
 * A reward on its own URL (?reward=<id>): all of it, the owner's action, and a way to share it
 * (its link opens it for any owner of the site, in whichever tab of the page it is).
 */
export function RewardDetail({ rewardId, backHref }: { rewardId: string; backHref: string }) {
  const { t } = useTranslation('rewards');
  const routeHref = useRouteHref();
  const reward = usePublication({ id: rewardId });

  return (
    <DetailFrame
      query={reward}
      backHref={backHref}
      backLabel={t('detail.back')}
      loadingLabel={t('detail.loading')}
      outline={
        <Layout as="div">
          <Skeleton height="18rem" />
          <Content>
            <Skeleton width="70%" height="2rem" />
            <Skeleton width="40%" />
            <Skeleton />
            <Skeleton width="85%" />
          </Content>
        </Layout>
      }
      missing={isNotFoundError(reward.error)}
      missingMessage={t('errors.notFound')}
      errorMessage={t('errors.detail')}
    >
      {(data, headingRef) => (
        <>
          {data.isHighlight && <HighlightView highlightId={data.id} type="click" />}
          <Layout>
            <Picture>
              <MediaFrame src={data.imageUrl} alt="" sizes={DETAIL_IMAGE_SIZES} priority />
            </Picture>
            <Content>
              <RewardBadges reward={data} claimed={Boolean(data.claimedAt)} />
              <Heading level={2} size={1} ref={headingRef} tabIndex={-1}>
                {data.title}
              </Heading>
              <Muted>
                <RewardValidity reward={data} />
              </Muted>
              <ShareLink path={`${routeHref('rewards')}${rewardLinkSearch(data.id, false)}`} title={data.title} />
              <Body>
                {data.body.split(/\n{2,}/).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </Body>
              <ClaimReward reward={data} />
            </Content>
          </Layout>
        </>
      )}
    </DetailFrame>
  );
}
