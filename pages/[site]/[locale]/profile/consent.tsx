import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { ProfileConsentScreen } from '@/screens/profile-consent-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('profileConsent');

export default function ProfileConsentPage() {
  return <ProfileConsentScreen />;
}
