import { NewsView } from '@/features/news/news-view';
import { IntroScreen } from './intro-screen';

/** News: the website news with "show more", or one article. */
export function NewsScreen() {
  return (
    <>
      <IntroScreen route="news" intro="news:intro" />
      <NewsView />
    </>
  );
}
