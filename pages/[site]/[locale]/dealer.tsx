import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { IntroScreen } from '@/screens/intro-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('dealer');

export default function DealerPage() {
  return <IntroScreen route="dealer" intro="dealer:intro" />;
}
