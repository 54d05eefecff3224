import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLoyaltyAccount } from '@/api-client/loyalty/loyalty-hooks';
import { Link } from '@/components/ui/link';
import { formatNumber } from '@/lib/format';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { useSite } from '@/lib/site-context';
import { SectionCard } from '@/components/ui/section-card';
import { LoadingOutline, TextSkeleton } from '@/components/ui/skeleton';
import { ErrorStateOnDemand as ErrorState } from '@/components/ui/states-on-demand';
import { pointsSearch } from './loyalty-url';
import { notAMember } from './membership';

const Points = styled.p`
  margin: 0;
  font-size: 2rem;
  font-weight: 700;
`;

/**
 * The loyalty points balance on home, linking to the Points tab of the rewards page; the same
 * loyalty-account query the tab shows, so both always agree. Nothing when the owner has no
 * loyalty account (404).
 */
export function PointsBalance() {
  const { t } = useTranslation('home');
  const { locale } = useSite();
  const href = useRouteHref();
  const account = useLoyaltyAccount();

  if (account.data === undefined && account.isError && notAMember(account.error)) return null;
  // "Use your points" invites to spend them; with none to spend the link only shows them.
  const nothingToSpend = account.data?.pointsBalance === 0;
  // Not drawnWhenNear: on a phone the balance is on home's first screen, right under the cars
  // (components/ui/section-card.tsx).
  return (
    <SectionCard
      title={t('summary.points.title')}
      busy={account.isPending}
      link={<Link href={`${href('rewards')}${pointsSearch({ view: 'points', range: { preset: 'last-3-months' } })}`}>{t(nothingToSpend ? 'summary.points.see' : 'summary.points.use')}</Link>}
    >
      {account.isPending ? (
        // The balance's own line with a shape in it: as tall as the balance (the section below keeps its place).
        <LoadingOutline label={t('summary.points.loading')}>
          <Points>
            <TextSkeleton widths={['8rem']} />
          </Points>
        </LoadingOutline>
      ) : account.data === undefined ? (
        // Only when nothing is shown yet: a failed refetch keeps the balance on screen.
        <ErrorState message={t('summary.points.error')} onRetry={() => void account.refetch()} retrying={account.isFetching} />
      ) : (
        <Points>{t('summary.points.balance', { points: formatNumber(account.data.pointsBalance, locale), count: account.data.pointsBalance })}</Points>
      )}
    </SectionCard>
  );
}
