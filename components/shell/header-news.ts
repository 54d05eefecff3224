import { useNews } from '@/api-client/news/news-page';
import { routeLayout, type PageKey } from '@/config/routes';

/** The layouts that show the header (and so its News link). */
export function hasHeader(route: PageKey): boolean {
  const layout = routeLayout(route);
  return layout === 'general' || layout === 'profile';
}

/**
 * The routes whose page shows the first page of news itself (home's latest news, the news list):
 * there the header asks for it with the page, at once, not once the page's calls are answered
 * (layouts/frame-header.tsx): asking later would fetch the page's list again if it had failed,
 * from behind its "try again".
 */
export function pageShowsNews(route: PageKey): boolean {
  return route === 'home' || route === 'news';
}

/**
 * The header's own data: News is linked only when the first page of website news has items
 * (docs/product.md#layouts). `known` turns true after the first attempt, so a news outage does
 * not hold the page back for React Query's retries: the page then shows without the link.
 */
export function useHeaderNews(enabled = true) {
  const news = useNews(1, { enabled, select: (page) => page.data.length > 0 });
  return { showNews: news.data === true, known: news.isSuccess || news.isError || news.failureCount > 0 };
}
