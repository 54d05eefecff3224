import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { NewsScreen } from '@/screens/news-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('news');

export default function NewsPage() {
  return <NewsScreen />;
}
