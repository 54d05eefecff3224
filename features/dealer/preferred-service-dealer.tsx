import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useProfile } from '@/api-client/profile/profile-hooks';
import { useRetailerSite } from '@/api-client/retailers/retailers-hooks';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { SectionCard, SectionSkeleton } from '@/components/ui/section-card';
import { hoursOf } from './opening-hours';
import { useToday } from './use-today';

const Name = styled.p`
  margin: 0;
  font-size: 1.125rem;
  font-weight: 700;
`;

const Muted = styled.p`
  margin: 0.25rem 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Phone = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

function Dealer({ retailerSiteId }: { retailerSiteId: string }) {
  const { t } = useTranslation('dealer');
  const today = useToday();
  const dealer = useRetailerSite({ retailerSiteId });
  if (dealer.isPending) return <SectionSkeleton label={t('preferred.loading')} />;
  if (dealer.isError) return <ErrorState message={t('home.error')} onRetry={() => void dealer.refetch()} retrying={dealer.isFetching} />;
  const hours = today ? hoursOf(dealer.data, today) : undefined;
  return (
    <>
      <Name>{dealer.data.name}</Name>
      <Muted>
        {dealer.data.address.street}, {dealer.data.address.postalCode} {dealer.data.address.city}
      </Muted>
      <Phone href={`tel:${dealer.data.phone.replace(/\s/g, '')}`}>{t('details.phone', { phone: dealer.data.phone })}</Phone>
      {today && <Muted>{hours ? t('home.todayHours', { hours: t('hours', { opens: hours.opens, closes: hours.closes }) }) : t('home.closedToday')}</Muted>}
    </>
  );
}

/** Home's service dealer: contact and today's hours, or a prompt to choose one. */
export function PreferredServiceDealer() {
  const { t } = useTranslation('dealer');
  const href = useRouteHref();
  const profile = useProfile();
  const id = profile.data?.preferredRetailerSites.service;

  return (
    <SectionCard title={t('home.title')} busy={profile.isPending} link={id ? <Link href={href('dealer')}>{t('home.change')}</Link> : undefined}>
      {profile.isPending ? (
        <SectionSkeleton label={t('preferred.loading')} />
      ) : profile.isError ? (
        <ErrorState message={t('home.error')} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : id ? (
        <Dealer retailerSiteId={id} />
      ) : (
        <>
          <Muted>{t('home.none')}</Muted>
          <Button href={href('dealer')} variant="secondary">
            {t('home.choose')}
          </Button>
        </>
      )}
    </SectionCard>
  );
}
