import { NEWS_PAGE_SIZE, NEWS_POLL_INTERVAL_MS, NEWS_SOURCE } from '@/config/api';
import type { ApiClient } from '../core/client';
import { callQueryOptions, useCallQuery, type DataOf, type QueryOverrides } from '../core/query';
import { getNews } from './news-api';
import { newsKeys } from './news-keys';

// One page of news on its own: the header (in every signed-in page's first load) imports this
// file, not news-hooks.ts, so the list's useQueries and useInfiniteQuery stay out of `_app`.

export type NewsPage = DataOf<typeof getNews>;

/** The query of one page of website news, 10 a page (docs/product.md#constants). */
export function newsPageQuery(page: number) {
  return { source: NEWS_SOURCE, page, pageSize: NEWS_PAGE_SIZE };
}

/** One page of website news. Only the first page is polled. */
export function newsQueryOptions(client: ApiClient, page = 1) {
  const query = newsPageQuery(page);
  return callQueryOptions(client, newsKeys.list(query), (c) => getNews(c, query), {
    refetchInterval: page === 1 ? NEWS_POLL_INTERVAL_MS : false,
  });
}

/** A page of news; page 1 (the default) is what the header checks to show the News link. */
export function useNews<T = NewsPage>(page = 1, overrides?: QueryOverrides<NewsPage, T>) {
  return useCallQuery((client) => newsQueryOptions(client, page), overrides);
}
