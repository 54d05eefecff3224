import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '@/components/ui/link';
import { ROUTES, ROUTE_KEYS } from '@/config/routes';
import type { Notification } from '@/api-client/profile/profile-api';
import { useMarkNotificationRead } from '@/api-client/profile/notification-read-hooks';
import { formatDate } from '@/lib/format';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { useSite } from '@/lib/site-context';
import { focusRing } from '@/components/ui/focus-ring';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

const Item = styled.li<{ $unread: boolean }>`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 6px solid ${({ theme, $unread }) => ($unread ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
`;

const Toggle = styled.button<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.25rem 1rem;
  width: 100%;
  min-height: 2.75rem;
  padding: 0.875rem 1rem;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  ${focusRing}

  strong {
    font-weight: ${({ $unread }) => ($unread ? 700 : 500)};
  }
  time {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
`;

const Quiet = styled.p`
  margin: 0;
  padding: 0 1rem 0.75rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};

  &:empty {
    padding: 0;
  }
`;

const Dot = styled.span`
  display: inline-block;
  width: 0.625rem;
  height: 0.625rem;
  margin-right: 0.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
`;

const Body = styled.div`
  padding: 0 1rem 1rem;

  p {
    margin: 0 0 0.5rem;
    white-space: pre-line;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The route a notification's link names (`/dealer`, `/profile/consent`), so it opens in the site's language. */
function routeOf(link: string | null) {
  return link ? ROUTE_KEYS.find((key) => ROUTES[key].page === link) : undefined;
}

/**
 * One notification: its title and time; opening it shows it whole and marks it read (at once on
 * screen; tried again when the backend does not answer). If it still cannot be marked, it is
 * unread again and a quiet line under it says so: opening it later tries again.
 */
export function OpenNotification({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const { locale } = useSite();
  const href = useRouteHref();
  const [markFailed, setMarkFailed] = useState(false);
  const markRead = useMarkNotificationRead({ onError: () => setMarkFailed(true) });
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const unread = !notification.read;
  const route = routeOf(notification.link);

  function toggle() {
    setOpen(!open);
    if (!open && unread && !markRead.isPending) {
      setMarkFailed(false);
      markRead.mutate({ notificationId: notification.id });
    }
  }

  return (
    <Item $unread={unread}>
      <Toggle type="button" $unread={unread} aria-expanded={open} aria-controls={bodyId} onClick={toggle}>
        <strong>
          {unread && <Dot aria-hidden="true" />}
          {unread && <VisuallyHidden>{t('unread')}: </VisuallyHidden>}
          {notification.title}
        </strong>
        <time dateTime={notification.createdAt}>{formatDate(notification.createdAt, locale, { timeStyle: 'short' })}</time>
      </Toggle>
      <Quiet role="status">{markFailed && unread ? t('markReadFailed') : null}</Quiet>
      <Body id={bodyId} hidden={!open}>
        {open && (
          <>
            <p>{notification.body}</p>
            {route && <Link href={href(route)}>{t(`link.${notification.type}`)}</Link>}
          </>
        )}
      </Body>
    </Item>
  );
}
