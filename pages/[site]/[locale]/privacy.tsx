import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { PrivacyScreen } from '@/screens/privacy-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('privacy');

export default function PrivacyPage() {
  return <PrivacyScreen />;
}
