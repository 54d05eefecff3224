import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { IntroScreen } from '@/screens/intro-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('notifications');

export default function NotificationsPage() {
  return <IntroScreen route="notifications" intro="notifications:intro" />;
}
