import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useProfile } from '@/api-client/profile/profile-hooks';
import { useRetailerSite } from '@/api-client/retailers/retailers-hooks';
import { Link } from '@/components/ui/link';
import { useStoreCountHint } from '@/lib/boot/count-hint';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { useSite } from '@/lib/site-context';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { LoadingOutline, TextSkeleton } from '@/components/ui/skeleton';
import { ErrorStateOnDemand as ErrorState } from '@/components/ui/states-on-demand';
import { DirectionsLink } from './directions-link';
import { hoursOf } from './opening-hours';
import { PREFERRED_DEALERS_HINT, preferredIds } from './preferred-for';
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

/** The directions link's line (features/dealer/directions-link.tsx) in the outline. */
const DirectionsOutline = styled.span`
  display: flex;
  align-items: center;
  min-height: 2.75rem;
`;

/**
 * The dealer in outline while the profile or the dealer loads: the same lines, each with a shape
 * in it (the address's two, the phone's, the directions link's, today's hours), so the section is as tall as it will be
 * and the points below it on wide screens keep their place.
 */
function DealerOutline({ label }: { label: string }) {
  return (
    <LoadingOutline label={label}>
      <Name>
        <TextSkeleton widths={['10rem']} />
      </Name>
      <Muted>
        <TextSkeleton widths={['9rem', '7rem']} />
      </Muted>
      <Phone as="span">
        <TextSkeleton widths={['8rem']} />
      </Phone>
      <DirectionsOutline>
        <TextSkeleton widths={['7rem']} />
      </DirectionsOutline>
      <Muted>
        <TextSkeleton widths={['11rem']} />
      </Muted>
    </LoadingOutline>
  );
}

function Dealer({ retailerSiteId }: { retailerSiteId: string }) {
  const { t } = useTranslation('dealer');
  const today = useToday();
  const dealer = useRetailerSite({ retailerSiteId });
  if (dealer.isPending) return <DealerOutline label={t('preferred.loading')} />;
  if (dealer.isError && dealer.data === undefined) return <ErrorState message={t('home.error')} onRetry={() => void dealer.refetch()} retrying={dealer.isFetching} />;
  const hours = today ? hoursOf(dealer.data, today) : undefined;
  return (
    <>
      <Name>{dealer.data.name}</Name>
      {/* Street, then postcode and town: an address's own two lines, as tall on every dealer. */}
      <Muted>
        {dealer.data.address.street}
        <br />
        {dealer.data.address.postalCode} {dealer.data.address.city}
      </Muted>
      <Phone href={`tel:${dealer.data.phone.replace(/\s/g, '')}`}>{t('details.phone', { phone: dealer.data.phone })}</Phone>
      <DirectionsLink dealer={dealer.data} />
      {today && <Muted>{hours ? t('home.todayHours', { hours: t('hours', { opens: hours.opens, closes: hours.closes }) }) : t('home.closedToday')}</Muted>}
    </>
  );
}

/** Home's service dealer: contact and today's hours, or a prompt to choose one. */
export function PreferredServiceDealer() {
  const { t } = useTranslation('dealer');
  const href = useRouteHref();
  const { site } = useSite();
  const profile = useProfile();
  const id = profile.data?.preferredRetailerSites.service;
  // Home is where sign-in leads: the dealer page then knows how many of the owner's dealers to outline.
  useStoreCountHint(PREFERRED_DEALERS_HINT, site.id, profile.data ? preferredIds(profile.data).length : undefined);

  // While the profile loads, the section is outlined as it looks with a dealer (the usual case),
  // link included, so its heading's row is as tall too. Not drawnWhenNear: on a phone it is on
  // home's first screen, under the points (components/ui/section-card.tsx).
  return (
    <SectionCard title={t('home.title')} busy={profile.isPending} link={id || profile.isPending ? <Link href={href('dealer')}>{t('home.change')}</Link> : undefined}>
      {profile.isPending ? (
        <DealerOutline label={t('preferred.loading')} />
      ) : profile.isError && profile.data === undefined ? (
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
