import { useNotifications } from '@/api-client/profile/profile-hooks';

/** How many of the owner's notifications are unread; undefined until known. Shares the list's query, so reading one lowers it at once. */
export function useUnreadCount(): number | undefined {
  const notifications = useNotifications();
  return notifications.data?.filter((notification) => !notification.read).length;
}
