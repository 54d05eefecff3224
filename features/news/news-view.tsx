import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { NewsArticle } from './news-article';
import { NewsList } from './news-list';
import { useArticleUrl } from './use-article-url';

/** The news page after its title: the list, or the article whose id is in the URL. */
export function NewsView() {
  const { article, hrefOf } = useArticleUrl();
  // Kept here, above the list, so going back from an article shows as many pages as before.
  const [pageCount, setPageCount] = useState(1);

  if (article === null) return <Skeleton height="20rem" />;
  if (article) return <NewsArticle id={article} backHref={hrefOf()} />;
  return <NewsList pageCount={pageCount} onPageCountChange={setPageCount} articleHref={hrefOf} />;
}
