import { ScreenHeading } from '@/components/shell/screen-heading';
import { NotificationList } from '@/features/notifications/notification-list';

/** The owner's notifications. */
export function NotificationsScreen() {
  return (
    <>
      <ScreenHeading route="notifications" />
      <NotificationList />
    </>
  );
}
