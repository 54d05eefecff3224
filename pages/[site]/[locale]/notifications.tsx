import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { NotificationsScreen } from '@/screens/notifications-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('notifications');

export default function NotificationsPage() {
  return <NotificationsScreen />;
}
