import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Heading } from '@/components/ui/heading';
import { Pager } from '@/components/ui/pager';
import { plainList } from '@/components/ui/plain-list';
import { Select } from '@/components/ui/select';
import { SectionSkeleton } from '@/components/ui/section-card';
import { titleRowLayout } from '@/components/ui/title-row';
import { POINTS_PAGE_SIZE } from '@/config/loyalty';
import { formatDate, formatNumber } from '@/lib/format';
import { useSite } from '@/lib/site-context';

const Top = styled.div`
  ${titleRowLayout('end', '1rem')}
`;

const List = styled.ul`
  ${plainList}
  margin: 0.75rem 0 0;

  li {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.75rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    display: block;
    font-size: 0.9rem;
  }
  strong {
    white-space: nowrap;
  }
`;

export const SORTS = ['date-desc', 'date-asc', 'points-desc'] as const;
export type PointsSort = (typeof SORTS)[number];

/** The API's SortBy and OrderBy for a sort the owner picks. */
export function sortParams(sort: PointsSort): { SortBy: 'date' | 'points'; OrderBy: 'asc' | 'desc' } {
  const [SortBy, OrderBy] = sort.split('-') as ['date' | 'points', 'asc' | 'desc'];
  return { SortBy, OrderBy };
}

interface Entry {
  id: string;
  date: string;
  points: number;
  description: string;
}

interface PagedAnswer {
  data: Entry[];
  pagination: { page: number; totalCount: number; pageSize: number };
}

interface QueryState {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  /** The previous page or sort shown while the chosen one loads (keepPreviousData). */
  isPlaceholderData: boolean;
  data?: PagedAnswer;
  refetch: () => unknown;
}

/**
 * The page and sort of one list; a new sort, or another period (`period`: a key of it), starts
 * again at page 1. The sort stays when the period changes.
 */
export function usePaging(period: string) {
  const [sort, setSort] = useState<PointsSort>('date-desc');
  const [chosenPage, setPage] = useState(1);
  const [pagedPeriod, setPagedPeriod] = useState(period);
  const newPeriod = pagedPeriod !== period;
  if (newPeriod) {
    // Adjusted while rendering (react.dev: "storing information from previous renders").
    setPagedPeriod(period);
    setPage(1);
  }
  // Page 1 already in this render: its query starts as it renders (useCallQuery).
  const page = newPeriod ? 1 : chosenPage;
  return {
    sort,
    page,
    setPage,
    setSort: (next: PointsSort) => {
      setSort(next);
      setPage(1);
    },
    params: { Page: page, PageSize: POINTS_PAGE_SIZE, ...sortParams(sort) },
  };
}

export type Paging = ReturnType<typeof usePaging>;

/**
 * One points history (earned or spent) for the chosen period: sortable, paged by the API (Page,
 * PageSize, SortBy, OrderBy). The caller owns the query and its paging.
 */
export function PointsList({ title, sign, query, paging }: { title: string; sign: '+' | '−'; query: QueryState; paging: Paging }) {
  const { t } = useTranslation('loyalty');
  const { locale } = useSite();
  const headingId = useId();
  const { page, sort } = paging;
  const pageCount = query.data ? Math.max(1, Math.ceil(query.data.pagination.totalCount / POINTS_PAGE_SIZE)) : 1;
  const loadingPage = query.isPlaceholderData;

  return (
    <section aria-labelledby={headingId} aria-busy={query.isFetching || undefined}>
      <Top>
        <Heading level={3} id={headingId}>
          {title}
        </Heading>
        <Select
          label={t('history.sort')}
          value={sort}
          options={SORTS.map((value) => ({ value, label: t(`history.sorts.${value}`) }))}
          onChange={(event) => paging.setSort(event.target.value as PointsSort)}
        />
      </Top>
      {query.isPending ? (
        <SectionSkeleton label={t('history.loading')} lines={4} />
      ) : query.data === undefined ? (
        <ErrorState message={t('history.error', { list: title })} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.data.length === 0 ? (
        <EmptyState title={t('history.emptyTitle')} description={t('history.emptyBody')} />
      ) : (
        <>
          <List aria-busy={loadingPage || undefined}>
            {query.data.data.map((entry) => (
              <li key={entry.id}>
                <div>
                  {entry.description}
                  <span>{formatDate(entry.date, locale)}</span>
                </div>
                <strong>{t('history.points', { sign, points: formatNumber(entry.points, locale) })}</strong>
              </li>
            ))}
          </List>
          <Pager
            page={page}
            pageCount={pageCount}
            onPageChange={paging.setPage}
            busy={loadingPage}
            label={t('history.pages', { list: title })}
            labels={{ previous: t('history.previous'), next: t('history.next'), position: t('history.position', { page, count: pageCount }) }}
          />
        </>
      )}
    </section>
  );
}
