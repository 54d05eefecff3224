import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { IntroScreen } from '@/screens/intro-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('profileGeneral');

export default function ProfileGeneralPage() {
  return <IntroScreen route="profileGeneral" intro="profile:intro" />;
}
