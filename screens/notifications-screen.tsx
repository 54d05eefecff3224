import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NotificationList } from '@/features/notifications/notification-list';

const Intro = styled.p`
  margin: 0 0 1.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The owner's notifications. */
export function NotificationsScreen() {
  const { t } = useTranslation('notifications');
  return (
    <>
      <h1>{t('common:pageTitle.notifications')}</h1>
      <Intro>{t('intro')}</Intro>
      <NotificationList />
    </>
  );
}
