import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { IntroScreen } from '@/screens/intro-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('profileInterests');

export default function ProfileInterestsPage() {
  return <IntroScreen route="profileInterests" intro="profile:intro" />;
}
