import { infiniteQueryOptions, useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { NEWS_PAGE_SIZE, NEWS_POLL_INTERVAL_MS, NEWS_SOURCE } from '@/config/api';
import type { ApiClient } from '../core/client';
import { withSignal } from '../core/with-signal';
import { callQueryOptions, useCallQuery, type DataOf, type QueryOverrides } from '../core/query';
import { useApiClient } from '../api-client-provider';
import { getNews } from './news-api';
import { newsKeys } from './news-keys';

type NewsPage = DataOf<typeof getNews>;

/** One page of website news, 10 a page (docs/product.md#constants). Only the first page is polled. */
export function newsQueryOptions(client: ApiClient, page = 1) {
  const query = { source: NEWS_SOURCE, page, pageSize: NEWS_PAGE_SIZE };
  return callQueryOptions(client, newsKeys.list(query), (c) => getNews(c, query), {
    refetchInterval: page === 1 ? NEWS_POLL_INTERVAL_MS : false,
  });
}

/** A page of news; page 1 (the default) is what the header checks to show the News link. */
export function useNews<T = NewsPage>(page = 1, overrides?: QueryOverrides<NewsPage, T>) {
  return useCallQuery((client) => newsQueryOptions(client, page), overrides);
}

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
