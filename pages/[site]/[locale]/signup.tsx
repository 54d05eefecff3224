import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { IntroScreen } from '@/screens/intro-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('signup');

export default function SignupPage() {
  return <IntroScreen route="signup" intro="signup:intro" />;
}
