import { ScreenShell } from '@/components/shell/screen-heading';
import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { ProfileSecurityScreen } from '@/screens/profile-security-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('profileSecurity');

export default function ProfileSecurityPage() {
  return <ProfileSecurityScreen />;
}

// Its heading in its frame until the page opens, and its static page (features/auth/route-guard.tsx).
ProfileSecurityPage.shell = <ScreenShell route="profileSecurity" />;
