import { useCallback } from 'react';
import { ARTICLE_PARAM, articleLinkSearch } from '@/lib/routing/screen-links';
import { usePageQuery, type PageQuery } from '@/lib/routing/use-page-query';
import { useRouteHref } from '@/lib/routing/use-route-href';

const articleOf = (query: PageQuery) => query[ARTICLE_PARAM] || undefined;

/**
 * The open article from the news page's URL (?article=<id>): one statically generated page per
 * site and language, the article shareable and reloadable. Undefined: the list; null: not read yet
 * (usePageQuery).
 */
export function useArticleUrl() {
  const article = usePageQuery(articleOf);
  const routeHref = useRouteHref();
  const hrefOf = useCallback(
    (id?: string) => (id ? `${routeHref('news')}${articleLinkSearch(id)}` : routeHref('news')),
    [routeHref],
  );
  return { article, hrefOf };
}
