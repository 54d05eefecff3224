import { ScreenShell } from '@/components/shell/screen-heading';
import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { NewsScreen } from '@/screens/news-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('news');

export default function NewsPage() {
  return <NewsScreen />;
}

// Its heading in its frame until the page opens, and its static page (features/auth/route-guard.tsx).
NewsPage.shell = <ScreenShell route="news" picture />;
