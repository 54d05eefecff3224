import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '@/components/ui/link';
import { media } from '@/config/layout';
import { ErrorState } from '@/components/ui/error-state';
import { focusRing } from '@/components/ui/focus-ring';
import { Heading } from '@/components/ui/heading';
import { ChevronIcon } from '@/components/ui/icons/chevron-icon';
import { MediaFrame } from '@/components/ui/media-frame';
import { ShareLink } from '@/components/ui/share-link';
import { Skeleton } from '@/components/ui/skeleton';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { isNotFoundError } from '@/api-client/core/not-found';
import { usePublication } from '@/api-client/publications/publications-hooks';
import { rewardLinkSearch } from '@/lib/routing/screen-links';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { ClaimReward } from './claim-reward';
import { HighlightView } from './highlight-view';
import { RewardBadges } from './reward-badges';
import { RewardValidity } from './reward-validity';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 2.75rem;
  margin-bottom: 0.5rem;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  ${focusRing}
`;

const Layout = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  gap: 2rem;
  align-items: start;

  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: 1rem;
  }
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
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Once there (a failed refetch keeps the reward, and does not move focus again).
  const loaded = reward.data !== undefined;

  // Opening a reward moves the reader to it, as a new page would.
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);

  const back = (
    <Back href={backHref} shallow>
      <ChevronIcon size={18} pointing="left" />
      {t('detail.back')}
    </Back>
  );

  if (reward.isPending) {
    return (
      <div aria-busy="true">
        {back}
        <VisuallyHidden role="status">{t('detail.loading')}</VisuallyHidden>
        <Layout as="div">
          <Skeleton height="18rem" />
          <Content>
            <Skeleton width="70%" height="2rem" />
            <Skeleton width="40%" />
            <Skeleton />
            <Skeleton width="85%" />
          </Content>
        </Layout>
      </div>
    );
  }

  // Only when nothing is shown yet: a failed refetch keeps the reward on screen.
  if (reward.data === undefined) {
    const missing = isNotFoundError(reward.error);
    return (
      <div>
        {back}
        <ErrorState
          message={missing ? t('errors.notFound') : t('errors.detail')}
          onRetry={missing ? undefined : () => void reward.refetch()}
          retrying={reward.isFetching}
        />
      </div>
    );
  }

  const data = reward.data;
  return (
    <div>
      {back}
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
    </div>
  );
}
