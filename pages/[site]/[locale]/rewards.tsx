import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { IntroScreen } from '@/screens/intro-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('rewards');

export default function RewardsPage() {
  return <IntroScreen route="rewards" intro="rewards:intro" />;
}
