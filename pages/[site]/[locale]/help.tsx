import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { HelpScreen } from '@/screens/help-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('help');

export default function HelpPage() {
  return <HelpScreen />;
}
