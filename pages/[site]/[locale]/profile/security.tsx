import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { ProfileSecurityScreen } from '@/screens/profile-security-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('profileSecurity');

export default function ProfileSecurityPage() {
  return <ProfileSecurityScreen />;
}
