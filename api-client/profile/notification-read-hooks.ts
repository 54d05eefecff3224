import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryRetryDelay, shouldRetryQuery } from '../core/query-client';
import { useCallMutation, type DataOf, type MutationOptionsOf, type MutationOverrides } from '../core/query';
import { retryCall } from '../core/retry-call';
import { getNotifications, markNotificationRead } from './profile-api';
import { profileKeys } from './profile-keys';

// Marking notifications read, apart from profile-hooks.ts: that file is in every page's first load
// (the profile decides who is signed in), these only on the notifications page.

type Notifications = DataOf<typeof getNotifications>;

/** Shows the notifications with these ids as read or unread in the list (and so in the header's count). */
async function showRead(queryClient: QueryClient, ids: ReadonlySet<string>, read: boolean) {
  // A refetch in flight would put back what it read before the change.
  await queryClient.cancelQueries({ queryKey: profileKeys.notifications() });
  queryClient.setQueryData(profileKeys.notifications(), (list: Notifications | undefined) =>
    list?.map((item) => (ids.has(item.id) ? { ...item, read } : item)),
  );
}

/** The backend's answers put into the list. */
function replaceNotifications(queryClient: QueryClient, answers: readonly Notifications[number][]) {
  const byId = new Map(answers.map((item) => [item.id, item]));
  queryClient.setQueryData(profileKeys.notifications(), (list: Notifications | undefined) => list?.map((item) => byId.get(item.id) ?? item));
}

/**
 * Marking read is idempotent (api-client/openapi.yaml): unlike other changes, a call that got no
 * answer or a 5xx is tried again, as a query is (twice, 0.5 s and 1 s apart).
 */
const RETRY_MARK_READ = { retry: shouldRetryQuery, retryDelay: queryRetryDelay };

/**
 * Opening a notification marks it read: the list and the header's unread count (which reads it)
 * show it read at once; if the backend still refuses after its retries, it is unread again, and the
 * screen's onError says so.
 */
export function useMarkNotificationRead(options: MutationOptionsOf<typeof markNotificationRead> = {}) {
  const queryClient = useQueryClient();
  return useCallMutation(markNotificationRead, (cache, notification) => replaceNotifications(cache, [notification]), {
    ...RETRY_MARK_READ,
    ...options,
    onMutate: async (variables) => {
      await showRead(queryClient, new Set([variables.notificationId]), true);
    },
    onError: async (error, variables, ...rest) => {
      await showRead(queryClient, new Set([variables.notificationId]), false);
      return options.onError?.(error, variables, ...rest);
    },
  });
}

/** What "mark all as read" achieved: the notifications now read, and the ids the backend did not mark. */
export interface MarkAllResult {
  read: Notifications;
  failed: string[];
}

/**
 * "Mark all as read": every unread notification marked with the one call the contract has, side
 * by side, each tried again as useMarkNotificationRead's is. All show read at once; the ones the
 * backend did not mark are unread again afterwards (`failed`), so nothing claims to be read that is not.
 */
export function useMarkAllNotificationsRead(options: MutationOverrides<MarkAllResult, { notificationIds: string[] }> = {}) {
  const queryClient = useQueryClient();
  return useCallMutation<MarkAllResult, { notificationIds: string[] }>(
    async (client, { notificationIds }) => {
      const results = await Promise.allSettled(
        notificationIds.map((notificationId) => retryCall(() => markNotificationRead(client, { notificationId }), RETRY_MARK_READ)),
      );
      return {
        read: results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
        failed: notificationIds.filter((_, index) => results[index]!.status === 'rejected'),
      };
    },
    async (cache, { read, failed }) => {
      replaceNotifications(cache, read);
      if (failed.length > 0) await showRead(cache, new Set(failed), false);
    },
    {
      ...options,
      onMutate: async (variables) => {
        await showRead(queryClient, new Set(variables.notificationIds), true);
      },
      onError: async (error, variables, ...rest) => {
        await showRead(queryClient, new Set(variables.notificationIds), false);
        return options.onError?.(error, variables, ...rest);
      },
    },
  );
}

