import { COUNT_HINT_KEYS } from '@/config/boot';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CardGrid } from '@/components/ui/card-grid';
import { GiftIcon } from '@/components/ui/icons/gift-icon';
import { LoadingOutline, TextSkeleton } from '@/components/ui/skeleton';
import { imageLoadAt } from '@/components/ui/media-frame';
// Shown only when a group's list failed or is empty: their code (and the button's) loads then.
import { EmptyStateOnDemand as EmptyState, ErrorStateOnDemand as ErrorState } from '@/components/ui/states-on-demand';
import type { Publication } from '@/api-client/publications/publications-api';
import { usePublications } from '@/api-client/publications/publications-hooks';
import { LoadMore } from '@/components/ui/load-more';
import { readCountHint, useStoreCountHint, type CountHint } from '@/lib/boot/count-hint';
import { useSite } from '@/lib/site-context';
import { effectiveCategory, groupFilterControls, groupPublicationsQuery, type RewardGroupSettings } from './reward-groups';
import { RewardCard, RewardCardOutline } from './reward-card';
import { RewardFilters } from './reward-filters';
import type { GroupFilters, RewardGroupKey } from './rewards-url';

const MoreError = styled.div`
  margin-top: 1rem;
`;

const Count = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * How many rewards a group showed last time in this browser (lib/boot/count-hint.ts): the list outlines
 * that many cards while it loads, so what follows it keeps its place. 3 when nothing is known.
 */
const REWARD_COUNT_HINT: CountHint = { key: COUNT_HINT_KEYS.rewards, fallback: 3, min: 1, max: 6 };

function LoadingCards({ label, cards }: { label: string; cards: number }) {
  return (
    <div aria-busy="true">
      <LoadingOutline label={label}>
        <CardGrid>
          {Array.from({ length: cards }, (_, index) => (
            <RewardCardOutline key={index} />
          ))}
        </CardGrid>
      </LoadingOutline>
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
  /** The page's first list (the tab shown, or the first group): its first picture is fetched at once. */
  first?: boolean;
}

/**
 * Page `page` of a group's list, after the pages before it in the same list: its cards, once
 * answered (the group asks for the last page itself, and shows its loading and failure).
 */
function RewardPage({ query, page, render }: { query: RewardsQuery; page: number; render: (reward: Publication) => ReactNode }) {
  const rewards = usePublications({ ...query, Page: page });
  return <>{rewards.data?.data.map(render)}</>;
}

type RewardsQuery = ReturnType<typeof groupPublicationsQuery>;

/**
 * One group of rewards (for you, for your vehicle): its filters, and its list with every state,
 * read page by page: "show more" asks for the next page while the backend has one, so the list
 * ends where the backend's does (the count is the backend's total). Each page is the same call as
 * the first with the next Page (a plain query each, cached and invalidated like the first).
 */
export function RewardGroup({ group, settings, filters, onFiltersChange, rewardHref, cardHeadingLevel, first = false }: RewardGroupProps) {
  const { t } = useTranslation('rewards');
  const countId = useId();
  const controls = groupFilterControls(settings);
  const category = effectiveCategory(settings, filters);
  const query = groupPublicationsQuery(settings, filters);
  // How many pages are shown; another query (a filter) starts again at one.
  const queryKey = JSON.stringify(query);
  const [paging, setPaging] = useState({ queryKey, pages: 1 });
  const pages = paging.queryKey === queryKey ? paging.pages : 1;
  const rewards = usePublications(query);
  const lastPage = usePublications({ ...query, Page: pages }, { enabled: pages > 1 });
  const last = pages > 1 ? lastPage : rewards;
  const total = rewards.data?.pagination.totalCount;
  const { site } = useSite();
  const hintScope = `${site.id}:${group}`;
  // Read once, on the client (signed-in sections never render on the server).
  const [outlines] = useState(() => readCountHint(REWARD_COUNT_HINT, hintScope));
  useStoreCountHint(REWARD_COUNT_HINT, hintScope, rewards.data?.data.length);
  // After "show more", the keyboard goes on at the first reward the new page brought.
  const grid = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | undefined>(undefined);
  useEffect(() => {
    const index = firstNew.current;
    const item = index === undefined ? undefined : grid.current?.children[index];
    if (!item) return;
    firstNew.current = undefined;
    item.querySelector<HTMLElement>('a')?.focus();
  }, [last.data]);

  const card = (reward: Publication, index: number) => (
    <RewardCard key={reward.id} reward={reward} href={rewardHref(reward.id)} headingLevel={cardHeadingLevel} imageLoad={first ? imageLoadAt(index, 1) : 'lazy'} />
  );
  const laterCard = (reward: Publication) => (
    <RewardCard key={reward.id} reward={reward} href={rewardHref(reward.id)} headingLevel={cardHeadingLevel} imageLoad="lazy" />
  );

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
      {/*
        The count is one status region for the group's whole life, so a screen reader hears each
        new count (another filter, a retry): only its text changes. While the list loads, its line
        holds a shape (hidden from screen readers), as tall as the count.
      */}
      <Count id={countId} role="status">
        {rewards.data !== undefined ? t('count', { count: total ?? rewards.data.data.length }) : rewards.isPending ? <TextSkeleton widths={['7rem']} /> : null}
      </Count>
      {rewards.isPending ? (
        <LoadingCards label={t('loading')} cards={outlines} />
      ) : rewards.data === undefined ? (
        // Only when nothing is shown yet: a failed refetch keeps the list on screen.
        <ErrorState message={t('errors.list')} onRetry={() => void rewards.refetch()} retrying={rewards.isFetching} />
      ) : rewards.data.data.length === 0 ? (
        <EmptyState icon={<GiftIcon size={28} />} title={t('empty.title')} description={t('empty.description')} />
      ) : (
        <>
          <CardGrid ref={grid} aria-describedby={countId}>
            {rewards.data.data.map(card)}
            {Array.from({ length: pages - 1 }, (_, index) => (
              <RewardPage key={index + 2} query={query} page={index + 2} render={laterCard} />
            ))}
          </CardGrid>
          {pages > 1 && lastPage.data === undefined && lastPage.isError ? (
            <MoreError>
              <ErrorState message={t('errors.more')} onRetry={() => void lastPage.refetch()} retrying={lastPage.isFetching} />
            </MoreError>
          ) : (
            <LoadMore
              hasMore={Boolean(last.data?.pagination.hasNext) || (pages > 1 && lastPage.isPending)}
              loading={pages > 1 && lastPage.isPending}
              label={t('loadMore')}
              onLoadMore={() => {
                if (!last.data?.pagination.hasNext) return;
                firstNew.current = grid.current?.children.length;
                setPaging({ queryKey, pages: pages + 1 });
              }}
            />
          )}
        </>
      )}
    </div>
  );
}
