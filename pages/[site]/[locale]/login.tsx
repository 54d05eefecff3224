import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { IntroScreen } from '@/screens/intro-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('login');

export default function LoginPage() {
  return <IntroScreen route="login" intro="login:intro" />;
}
