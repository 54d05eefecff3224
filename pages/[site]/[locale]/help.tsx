import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { IntroScreen } from '@/screens/intro-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('help');

export default function HelpPage() {
  return <IntroScreen route="help" intro="help:intro" />;
}
