import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { IntroScreen } from '@/screens/intro-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('profileConsent');

export default function ProfileConsentPage() {
  return <IntroScreen route="profileConsent" intro="profile:intro" />;
}
