import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Notification } from '@/api-client/profile/profile-api';
import { useNotifications } from '@/api-client/profile/profile-hooks';
import { formatDate } from '@/lib/format';
import { useSite } from '@/lib/site-context';
import type { Locale } from '@/config/locales';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Heading } from '@/components/ui/heading';
import { BellIcon } from '@/components/ui/icons/bell-icon';
import { Skeleton } from '@/components/ui/skeleton';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { OpenNotification } from './open-notification';

const Groups = styled.div`
  display: grid;
  gap: 1.75rem;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;

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
  );
}
