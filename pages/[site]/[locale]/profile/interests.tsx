import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { ProfileInterestsScreen } from '@/screens/profile-interests-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('profileInterests');

export default function ProfileInterestsPage() {
  return <ProfileInterestsScreen />;
}
