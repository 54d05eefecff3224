import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { notAMember } from './membership';
import { useLoyaltyAccount } from '@/api-client/loyalty/loyalty-hooks';
import { formatDate, formatNumber } from '@/lib/format';
import { useSite } from '@/lib/site-context';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SectionCard, SectionSkeleton } from '@/components/ui/section-card';

const Balance = styled.p`
  margin: 0;
  font-size: 2rem;
  font-weight: 700;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  margin: 0.75rem 0 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

/** The owner's balance, level, the way to the next level and the points that expire soon (GET loyalty-account). */
export function LoyaltyAccountCard() {
  const { t } = useTranslation('loyalty');
  const { locale } = useSite();
  const account = useLoyaltyAccount();
  const points = (value: number) => formatNumber(value, locale);

  return (
    <SectionCard title={t('account.title')} busy={account.isPending}>
      {account.isPending ? (
        // The balance and four facts of a line each; on a phone the way to the next level and the
        // expiring points take two lines each (measured in Danish and Swedish).
        <SectionSkeleton label={t('account.loading')} lines={3} minHeight="10.5rem" minHeightOnPhone="13.5rem" />
      ) : account.data === undefined ? (
        // Only when nothing is shown yet: a failed refetch keeps the balance on screen.
        notAMember(account.error) ? (
          <EmptyState title={t('account.noneTitle')} description={t('account.noneBody')} />
        ) : (
          <ErrorState message={t('account.error')} onRetry={() => void account.refetch()} retrying={account.isFetching} />
        )
      ) : (
        <>
          <Balance>{t('account.balance', { points: points(account.data.pointsBalance), count: account.data.pointsBalance })}</Balance>
          <Facts>
            <dt>{t('account.tier')}</dt>
            <dd>{t(`tiers.${account.data.tier}`)}</dd>
            {account.data.nextTier && account.data.pointsToNextTier !== null && (
              <>
                <dt>{t('account.nextTier')}</dt>
                <dd>{t('account.toNextTier', { points: points(account.data.pointsToNextTier), count: account.data.pointsToNextTier, tier: t(`tiers.${account.data.nextTier}`) })}</dd>
              </>
            )}
            <dt>{t('account.expiring')}</dt>
            <dd>
              {account.data.pointsExpiring
                ? t('account.expiringOn', { points: points(account.data.pointsExpiring.points), count: account.data.pointsExpiring.points, date: formatDate(account.data.pointsExpiring.date, locale, { dateStyle: 'long' }) })
                : t('account.noneExpiring')}
            </dd>
            <dt>{t('account.memberSince')}</dt>
            <dd>{formatDate(account.data.memberSince, locale, { dateStyle: 'long' })}</dd>
          </Facts>
        </>
      )}
    </SectionCard>
  );
}
