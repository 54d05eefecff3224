import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { IntroScreen } from '@/screens/intro-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('profileSecurity');

export default function ProfileSecurityPage() {
  return <IntroScreen route="profileSecurity" intro="profile:intro" />;
}
