import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { IntroScreen } from '@/screens/intro-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('cookies');

export default function CookiesPage() {
  return <IntroScreen route="cookies" intro="legal:cookiesIntro" />;
}
