import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { IntroScreen } from '@/screens/intro-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('news');

export default function NewsPage() {
  return <IntroScreen route="news" intro="news:intro" />;
}
