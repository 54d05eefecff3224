import { NewsView } from '@/features/news/news-view';
import { ScreenHeading } from '@/components/shell/screen-heading';

/** News: the website news with "show more", or one article. */
export function NewsScreen() {
  return (
    <>
      <ScreenHeading route="news" />
      <NewsView />
    </>
  );
}
