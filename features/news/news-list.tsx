import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CardGrid } from '@/components/ui/card-grid';
import { EmptyState } from '@/components/ui/empty-state';
import { imageLoadAt } from '@/components/ui/media-frame';
import { ErrorState } from '@/components/ui/error-state';
import { NewsIcon } from '@/components/ui/icons/news-icon';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { useNewsPages } from '@/api-client/news/news-hooks';
import { NewsCard } from './news-card';

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
  margin: 1.5rem 0 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PageError = styled.div`
  margin-top: 1.25rem;
`;

interface NewsListProps {
  /** How many pages are loaded: kept by the caller, so coming back from an article keeps them. */
  pageCount: number;
  onPageCountChange: (count: number) => void;
  articleHref: (id: string) => string;
}

/** Website news, newest first, ten at a time; "show more" while the backend says there is more. */
export function NewsList({ pageCount, onPageCountChange, articleHref }: NewsListProps) {
  const { t } = useTranslation('news');
  // Every loaded item once; after page 1 (it is polled) changes, the later pages are read again.
  const { pages, items } = useNewsPages(pageCount);
  const [first, ...rest] = pages;
  const last = pages[pages.length - 1]!;
  const firstNew = useRef<number | null>(null);
  const links = useRef(new Map<number, HTMLAnchorElement>());

  // After "show more", focus goes to the first new item, so keyboard users carry on from there.
  useEffect(() => {
    const index = firstNew.current;
    if (index !== null && items.length > index) {
      links.current.get(index)?.focus();
      firstNew.current = null;
    }
  }, [items.length]);

  if (!first || first.isPending) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
        <CardGrid>
          {[0, 1, 2].map((index) => (
            <SkeletonCard key={index}>
              <ImageSkeleton />
              <Skeleton width="30%" />
              <Skeleton width="85%" height="1.4rem" />
              <Skeleton width="95%" />
            </SkeletonCard>
          ))}
        </CardGrid>
      </div>
    );
  }

  // Only when nothing is shown yet: a failed refetch (page 1 is polled) keeps the list on screen.
  if (first.data === undefined) {
    return <ErrorState message={t('errors.list')} onRetry={() => void first.refetch()} retrying={first.isFetching} />;
  }

  if (items.length === 0) {
    return <EmptyState icon={<NewsIcon size={28} />} title={t('empty.title')} description={t('empty.description')} />;
  }

  const failed = rest.find((page) => page.isError && page.data === undefined);
  const hasNext = Boolean(last.data?.pagination.hasNext);

  return (
    <>
      <Count role="status">{t('count', { count: items.length })}</Count>
      <CardGrid>
        {items.map((item, index) => (
          <NewsCard
            key={item.id}
            item={item}
            href={articleHref(item.id)}
            imageLoad={imageLoadAt(index, 1)}
            linkRef={(node) => {
              if (node) links.current.set(index, node);
              else links.current.delete(index);
            }}
          />
        ))}
      </CardGrid>
      {failed ? (
        <PageError>
          <ErrorState message={t('errors.more')} onRetry={() => void failed.refetch()} retrying={failed.isFetching} />
        </PageError>
      ) : (
        <LoadMore
          hasMore={hasNext || last.isPending}
          loading={last.isPending}
          label={t('loadMore')}
          onLoadMore={() => {
            firstNew.current = items.length;
            onPageCountChange(pageCount + 1);
          }}
        />
      )}
    </>
  );
}
