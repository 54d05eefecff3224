import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { IntroScreen } from '@/screens/intro-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('activation');

export default function ActivationPage() {
  return <IntroScreen route="activation" intro="signup:intro" />;
}
