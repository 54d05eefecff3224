import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { ProfileGeneralScreen } from '@/screens/profile-general-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('profileGeneral');

export default function ProfileGeneralPage() {
  return <ProfileGeneralScreen route="profileGeneral" />;
}
