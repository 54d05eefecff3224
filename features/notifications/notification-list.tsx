import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Notification } from '@/api-client/profile/profile-api';
import { useMarkAllNotificationsRead } from '@/api-client/profile/notification-read-hooks';
import { useNotifications } from '@/api-client/profile/profile-hooks';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast/use-toast';
import { formatDate } from '@/lib/format';
import { useSite } from '@/lib/site-context';
import type { Locale } from '@/config/locales';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Heading } from '@/components/ui/heading';
import { BellIcon } from '@/components/ui/icons/bell-icon';
import { plainList } from '@/components/ui/plain-list';
import { Skeleton } from '@/components/ui/skeleton';
import { TitleRow } from '@/components/ui/title-row';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { OpenNotification } from './open-notification';

const Groups = styled.div`
  display: grid;
  gap: 1.75rem;
`;

const List = styled.ul`
  ${plainList}
  display: grid;
  gap: 0.5rem;
`;

const Toolbar = styled(TitleRow)`
  min-height: 2.75rem;
  margin-bottom: 1rem;

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * "Mark all as read" above the list, while something is unread: every unread notification shows
 * read at once; those the backend would not mark are unread again, and a quiet line says how many.
 */
function MarkAllRead({ notifications }: { notifications: readonly Notification[] }) {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  const [failed, setFailed] = useState(0);
  const markAll = useMarkAllNotificationsRead({
    onSuccess: (result) => {
      setFailed(result.failed.length);
      if (result.failed.length === 0) toast.success(t('markAllDone'));
    },
    onError: () => setFailed(notifications.length),
  });
  const unread = notifications.filter((item) => !item.read);
  return (
    <Toolbar
      action={
        (unread.length > 0 || markAll.isPending) && (
          <Button
            variant="secondary"
            loading={markAll.isPending}
            onClick={() => {
              setFailed(0);
              markAll.mutate({ notificationIds: unread.map((item) => item.id) });
            }}
          >
            {t('markAll')}
          </Button>
        )
      }
    >
      <p role="status">{failed > 0 ? t('markAllFailed', { count: failed }) : t('unreadCount', { count: unread.length })}</p>
    </Toolbar>
  );
}

export interface DayGroup {
  /** yyyy-mm-dd in the site's time zone. */
  day: string;
  items: Notification[];
}

/** Newest first, grouped by the calendar day (in the site's time zone) they arrived on. */
export function groupByDay(notifications: readonly Notification[], locale: Locale): DayGroup[] {
  const sorted = [...notifications].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const groups: DayGroup[] = [];
  for (const notification of sorted) {
    const day = formatDate(notification.createdAt, locale, { year: 'numeric', month: '2-digit', day: '2-digit' });
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.items.push(notification);
    else groups.push({ day, items: [notification] });
  }
  return groups;
}

/** The owner's notifications, newest first, by day, unread ones marked. */
export function NotificationList() {
  const { t } = useTranslation('notifications');
  const { locale } = useSite();
  const notifications = useNotifications();

  if (notifications.isPending) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
        <Skeleton width="10rem" height="1.2rem" />
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height="3.5rem" />
        ))}
      </div>
    );
  }
  // Only when nothing is shown yet: a failed refetch keeps the list on screen.
  if (notifications.data === undefined) {
    return <ErrorState message={t('error')} onRetry={() => void notifications.refetch()} retrying={notifications.isFetching} />;
  }
  if (notifications.data.length === 0) {
    return <EmptyState icon={<BellIcon />} title={t('emptyTitle')} description={t('emptyBody')} />;
  }
  return (
    <>
      <MarkAllRead notifications={notifications.data} />
      <Groups>
        {groupByDay(notifications.data, locale).map((group) => (
          <section key={group.day} aria-label={formatDate(group.items[0]!.createdAt, locale, { dateStyle: 'full' })}>
            <Heading level={2} size={4}>
              {formatDate(group.items[0]!.createdAt, locale, { dateStyle: 'full' })}
            </Heading>
            <List>
              {group.items.map((notification) => (
                <OpenNotification key={notification.id} notification={notification} />
              ))}
            </List>
          </section>
        ))}
      </Groups>
    </>
  );
}
