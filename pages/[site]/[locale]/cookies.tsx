import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { CookiesScreen } from '@/screens/cookies-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('cookies');

export default function CookiesPage() {
  return <CookiesScreen />;
}
