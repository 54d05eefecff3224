import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { ProfileGeneralScreen } from '@/screens/profile-general-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('profile');

export default function ProfilePage() {
  return <ProfileGeneralScreen route="profile" />;
}
