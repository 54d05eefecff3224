import { ScreenShell } from '@/components/shell/screen-heading';
import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { ProfileInterestsScreen } from '@/screens/profile-interests-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('profileInterests');

export default function ProfileInterestsPage() {
  return <ProfileInterestsScreen />;
}

// Its heading in its frame until the page opens, and its static page (features/auth/route-guard.tsx).
ProfileInterestsPage.shell = <ScreenShell route="profileInterests" />;
