import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { IntroScreen } from '@/screens/intro-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('profile');

export default function ProfilePage() {
  return <IntroScreen route="profile" intro="profile:intro" />;
}
