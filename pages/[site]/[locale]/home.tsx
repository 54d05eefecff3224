import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { IntroScreen } from '@/screens/intro-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('home');

export default function HomePage() {
  return <IntroScreen route="home" intro="home:intro" />;
}
