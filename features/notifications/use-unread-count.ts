import { useNotifications } from '@/api-client/profile/profile-hooks';

/**
 * How many of the owner's notifications are unread; undefined until known. Shares the list's query,
 * so reading one lowers it at once. `enabled` false: it does not ask (yet), but still reads what the
 * list has asked for.
 */
export function useUnreadCount(enabled = true): number | undefined {
  const notifications = useNotifications({ enabled });
  return notifications.data?.filter((notification) => !notification.read).length;
}
