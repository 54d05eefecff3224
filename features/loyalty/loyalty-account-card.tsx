import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { notAMember } from './membership';
import { useLoyaltyAccount } from '@/api-client/loyalty/loyalty-hooks';
import { formatDate, formatNumber } from '@/lib/format';
import { useSite } from '@/lib/site-context';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SectionCard } from '@/components/ui/section-card';
import { media } from '@/config/layout';
import { ACCOUNT_HEIGHT, AccountLoading } from './points-outline';

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

/** The way to the next level: a bar, the two levels at its ends, and the points left. */
const Progress = styled.div`
  display: grid;
  gap: 0.375rem;
  margin: 1rem 0 0.25rem;
`;

const Ends = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  font-weight: 600;
`;

const Track = styled.div`
  height: 0.75rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
`;

const ProgressText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Account = styled.div`
  min-height: ${ACCOUNT_HEIGHT.desktop};

  ${media.mobile} {
    min-height: ${ACCOUNT_HEIGHT.phone};
  }
`;

/** The owner's balance, level and the way to the next one, and the points that expire soon (GET loyalty-account). */
export function LoyaltyAccountCard() {
  const { t } = useTranslation('loyalty');
  const { locale } = useSite();
  const account = useLoyaltyAccount();
  const points = (value: number) => formatNumber(value, locale);

  return (
    <SectionCard title={t('account.title')} busy={account.isPending}>
      {account.isPending ? (
        <AccountLoading />
      ) : account.data === undefined ? (
        // Only when nothing is shown yet: a failed refetch keeps the balance on screen.
        notAMember(account.error) ? (
          <EmptyState title={t('account.noneTitle')} description={t('account.noneBody')} />
        ) : (
          <ErrorState message={t('account.error')} onRetry={() => void account.refetch()} retrying={account.isFetching} />
        )
      ) : (
        <Account>
          <Balance>{t('account.balance', { points: points(account.data.pointsBalance), count: account.data.pointsBalance })}</Balance>
          {account.data.nextTier && account.data.nextTierFrom !== null && account.data.pointsToNextTier !== null ? (
            <TierProgress
              tier={t(`tiers.${account.data.tier}`)}
              next={t(`tiers.${account.data.nextTier}`)}
              earned={account.data.tierPoints}
              from={account.data.nextTierFrom}
              left={account.data.pointsToNextTier}
            />
          ) : (
            <ProgressText>{t('account.topTier', { tier: t(`tiers.${account.data.tier}`) })}</ProgressText>
          )}
          <Facts>
            <dt>{t('account.expiring')}</dt>
            <dd>
              {account.data.pointsExpiring
                ? t('account.expiringOn', { points: points(account.data.pointsExpiring.points), count: account.data.pointsExpiring.points, date: formatDate(account.data.pointsExpiring.date, locale, { dateStyle: 'long' }) })
                : t('account.noneExpiring')}
            </dd>
            <dt>{t('account.memberSince')}</dt>
            <dd>{formatDate(account.data.memberSince, locale, { dateStyle: 'long' })}</dd>
          </Facts>
        </Account>
      )}
    </SectionCard>
  );
}

/** A progress bar (role progressbar, named by its two levels) from nothing to the next level's points. */
function TierProgress({ tier, next, earned, from, left }: { tier: string; next: string; earned: number; from: number; left: number }) {
  const { t } = useTranslation('loyalty');
  const { locale } = useSite();
  const share = Math.min(1, Math.max(0, earned / from));
  return (
    <Progress>
      <Ends aria-hidden="true">
        <span>{tier}</span>
        <span>{next}</span>
      </Ends>
      <Track
        role="progressbar"
        aria-label={t('account.progressLabel', { tier, next })}
        aria-valuemin={0}
        aria-valuemax={from}
        aria-valuenow={Math.min(earned, from)}
        aria-valuetext={t('account.progressValue', { points: formatNumber(earned, locale), of: formatNumber(from, locale), count: earned })}
      >
        <Fill style={{ width: `${share * 100}%` }} />
      </Track>
      <ProgressText>{t('account.toNextTier', { points: formatNumber(left, locale), count: left, tier: next })}</ProgressText>
    </Progress>
  );
}
