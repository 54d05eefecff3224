import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@/config/layout';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { GiftIcon } from '@/components/ui/icons/gift-icon';
import { Skeleton } from '@/components/ui/skeleton';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { usePublications } from '@/api-client/publications/publications-hooks';
import { effectiveCategory, groupFilterControls, groupPublicationsQuery, type RewardGroupSettings } from './reward-groups';
import { RewardCard } from './reward-card';
import { RewardFilters } from './reward-filters';
import type { GroupFilters, RewardGroupKey } from './rewards-url';

export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
  gap: 1.25rem;

  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const SkeletonCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding-bottom: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  overflow: hidden;

  > span:not(:first-child) {
    margin: 0 1.25rem;
  }
`;

const ImageSkeleton = styled(Skeleton)`
  aspect-ratio: 16 / 9;
  height: auto;
  border-radius: 0;
`;

const Count = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function LoadingCards({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <CardGrid>
        {[0, 1, 2].map((index) => (
          <SkeletonCard key={index}>
            <ImageSkeleton />
            <Skeleton width="40%" height="1.25rem" round />
            <Skeleton width="80%" height="1.4rem" />
            <Skeleton width="95%" />
            <Skeleton width="60%" />
          </SkeletonCard>
        ))}
      </CardGrid>
    </div>
  );
}

interface RewardGroupProps {
  group: RewardGroupKey;
  settings: RewardGroupSettings;
  filters: GroupFilters;
  onFiltersChange: (filters: GroupFilters) => void;
  /** Where a reward of this list opens. */
  rewardHref: (rewardId: string) => string;
  /** The level of the cards' titles: below the group's heading, or the tab's. */
  cardHeadingLevel: 2 | 3;
}

/** One group of rewards (for you, for your vehicle): its filters, and its list with every state. */
export function RewardGroup({ group, settings, filters, onFiltersChange, rewardHref, cardHeadingLevel }: RewardGroupProps) {
  const { t } = useTranslation('rewards');
  const countId = useId();
  const controls = groupFilterControls(settings);
  const category = effectiveCategory(settings, filters);
  const rewards = usePublications(groupPublicationsQuery(settings, filters));

  return (
    <div>
      <RewardFilters
        label={t('filters.label', { group: t(`groups.${group}`) })}
        category={category}
        filters={filters}
        showCategory={controls.category}
        showSubCategory={controls.subCategory}
        onChange={onFiltersChange}
      />
      {rewards.isPending ? (
        <LoadingCards label={t('loading')} />
      ) : rewards.isError ? (
        <ErrorState message={t('errors.list')} onRetry={() => void rewards.refetch()} retrying={rewards.isFetching} />
      ) : (
        <>
          <Count id={countId} role="status">
            {t('count', { count: rewards.data.data.length })}
          </Count>
          {rewards.data.data.length === 0 ? (
            <EmptyState icon={<GiftIcon size={28} />} title={t('empty.title')} description={t('empty.description')} />
          ) : (
            <CardGrid aria-describedby={countId}>
              {rewards.data.data.map((reward) => (
                <RewardCard key={reward.id} reward={reward} href={rewardHref(reward.id)} headingLevel={cardHeadingLevel} />
              ))}
            </CardGrid>
          )}
        </>
      )}
    </div>
  );
}
