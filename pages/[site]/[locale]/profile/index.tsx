import { ScreenShell } from '@/components/shell/screen-heading';
import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { ProfileGeneralScreen } from '@/screens/profile-general-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('profile');

export default function ProfilePage() {
  return <ProfileGeneralScreen route="profile" />;
}

// Its heading in its frame until the page opens, and its static page (features/auth/route-guard.tsx).
ProfilePage.shell = <ScreenShell route="profile" />;
