import { infiniteQueryOptions, useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { NEWS_PAGE_SIZE, NEWS_SOURCE } from '@/config/api';
import type { ApiClient } from '../core/client';
import { withSignal } from '../core/with-signal';
import { useApiClient } from '../api-client-provider';
import { getNews } from './news-api';
import { newsKeys } from './news-keys';
import { newsQueryOptions } from './news-page';

export { newsQueryOptions, useNews, type NewsPage } from './news-page';

/** The news list with "load more": not polled; the polled first page is useNews(). */
export function newsInfiniteQueryOptions(client: ApiClient) {
  const query = { source: NEWS_SOURCE, pageSize: NEWS_PAGE_SIZE };
  return infiniteQueryOptions({
    queryKey: newsKeys.infinite(query),
    queryFn: ({ pageParam, signal }) => getNews(withSignal(client, signal), { ...query, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasNext ? last.pagination.page + 1 : undefined),
  });
}

export function useInfiniteNews() {
  const client = useApiClient();
  return useInfiniteQuery(newsInfiniteQueryOptions(client));
}

/**
 * Pages 1 to `count` of website news, for a list with "load more": page 1 is the same polled
 * query the header reads, so the list shows new items as they come; later pages are not polled.
 */
export function useNewsPages(count: number) {
  const client = useApiClient();
  return useQueries({ queries: Array.from({ length: Math.max(1, count) }, (_, index) => newsQueryOptions(client, index + 1)) });
}
