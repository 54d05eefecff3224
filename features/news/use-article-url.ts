import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { ARTICLE_PARAM, articleLinkSearch } from '@/lib/routing/screen-links';
import { useRouteHref } from '@/lib/routing/use-route-href';

/**
 * The open article from the news page's URL (?article=<id>): one statically generated page per
 * site and language, the article shareable and reloadable. Undefined: the list; null: not read yet.
 */
export function useArticleUrl() {
  const router = useRouter();
  const routeHref = useRouteHref();
  const raw = router.query[ARTICLE_PARAM];
  const article = router.isReady ? (Array.isArray(raw) ? raw[0] : raw) || undefined : null;
  const hrefOf = useCallback(
    (id?: string) => (id ? `${routeHref('news')}${articleLinkSearch(id)}` : routeHref('news')),
    [routeHref],
  );
  return { article, hrefOf };
}
