import { infiniteQueryOptions, useInfiniteQuery, useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { NEWS_PAGE_SIZE, NEWS_SOURCE } from '@/config/api';
import type { ApiClient } from '../core/client';
import { withSignal } from '../core/with-signal';
import { useApiClient } from '../api-client-provider';
import { getNews, type NewsItem } from './news-api';
import { newsKeys } from './news-keys';
import { newsQueryOptions, type NewsPage } from './news-page';

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
 * When page 1 changes (an article arrived, or went), the items at its end move to page 2, page 2's
 * to page 3, and so on: the later pages that were read are read again then, and until they are,
 * what page 1 held before stays in `items`, so no item goes missing meanwhile. `items` has every
 * loaded item once, newest first.
 */
export function useNewsPages(count: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const pages = useQueries({ queries: Array.from({ length: Math.max(1, count) }, (_, index) => newsQueryOptions(client, index + 1)) });
  const first = pages[0]?.data;
  // Page 1 as it was before each change not yet followed by the later pages (newest first).
  const [carried, setCarried] = useState<NewsPage[]>([]);
  const seen = useRef(first);
  const resync = useRef(0);

  useEffect(() => {
    const before = seen.current;
    seen.current = first;
    // The same answer keeps its reference (React Query's structural sharing): only a change counts.
    if (!before || !first || before === first || count < 2) return;
    const run = ++resync.current;
    setCarried((held) => [before, ...held]);
    const refetches = Array.from({ length: count - 1 }, (_, index) =>
      queryClient.refetchQueries({ queryKey: newsQueryOptions(client, index + 2).queryKey, exact: true }),
    );
    void Promise.all(refetches).then(() => {
      if (run === resync.current) setCarried([]);
    });
  }, [first, count, client, queryClient]);

  const items: NewsItem[] = [];
  const ids = new Set<string>();
  const add = (page: NewsPage | undefined) => {
    for (const item of page?.data ?? []) {
      if (!ids.has(item.id)) {
        ids.add(item.id);
        items.push(item);
      }
    }
  };
  add(first);
  if (count > 1) carried.forEach(add);
  pages.slice(1).forEach((page) => add(page.data));
  return { pages, items };
}
