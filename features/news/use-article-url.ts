import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { ARTICLE_PARAM, articleLinkSearch } from '@/lib/routing/screen-links';
import { usePageQuery } from '@/lib/routing/use-page-query';
import { useRouteHref } from '@/lib/routing/use-route-href';

const articleOf = (query: Record<string, string>) => query[ARTICLE_PARAM] || undefined;

/**
 * The open article from the news page's URL (?article=<id>): one statically generated page per
 * site and language, the article shareable and reloadable. Undefined: the list; null: not read yet
 * (usePageQuery).
 */
export function useArticleUrl() {
  // Re-rendered by the router's changes, which usePageQuery then reads from the address bar.
  useRouter();
  const article = usePageQuery(articleOf);
  const routeHref = useRouteHref();
  const hrefOf = useCallback(
    (id?: string) => (id ? `${routeHref('news')}${articleLinkSearch(id)}` : routeHref('news')),
    [routeHref],
  );
  return { article, hrefOf };
}
