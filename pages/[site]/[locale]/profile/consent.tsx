import { ScreenShell } from '@/components/shell/screen-heading';
import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { ProfileConsentScreen } from '@/screens/profile-consent-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('profileConsent');

export default function ProfileConsentPage() {
  return <ProfileConsentScreen />;
}

// Its heading in its frame until the page opens, and its static page (features/auth/route-guard.tsx).
ProfileConsentPage.shell = <ScreenShell route="profileConsent" />;
