import { ScreenHeading } from '@/components/shell/screen-heading';
import { NotificationList } from '@/features/notifications/notification-list';
import { PushOptIn } from '@/features/notifications/push-opt-in';

/** The owner's notifications, and on sites with push, "notify me on this device". */
export function NotificationsScreen() {
  return (
    <>
      <ScreenHeading route="notifications" />
      <PushOptIn />
      <NotificationList />
    </>
  );
}
