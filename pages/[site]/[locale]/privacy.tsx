import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { IntroScreen } from '@/screens/intro-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('privacy');

export default function PrivacyPage() {
  return <IntroScreen route="privacy" intro="legal:privacyIntro" />;
}
