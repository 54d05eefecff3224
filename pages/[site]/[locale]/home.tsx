import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { HomeScreen } from '@/screens/home-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('home');

export default function HomePage() {
  return <HomeScreen />;
}
