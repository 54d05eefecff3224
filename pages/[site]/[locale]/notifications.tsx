import { ScreenShell } from '@/components/shell/screen-heading';
import { PushOptInOutline } from '@/features/notifications/push-opt-in';
import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { NotificationsScreen } from '@/screens/notifications-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('notifications');

export default function NotificationsPage() {
  return <NotificationsScreen />;
}

// Its heading in its frame until the page opens, and its static page (features/auth/route-guard.tsx),
// with the push switch as the screen first draws it under the heading.
NotificationsPage.shell = <ScreenShell route="notifications" lead={<PushOptInOutline />} />;
