import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { OPEN_VEHICLE_PARAM } from '@/config/vehicles';
import { useVehicles } from '@/api-client/vehicles/vehicles-hooks';
import { formatDate, formatDistance } from '@/lib/format';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { useSite } from '@/lib/site-context';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SectionCard, SectionSkeleton } from '@/components/ui/section-card';
import { vehicleName } from './vehicle-name';
import { VehicleImage } from './vehicle-image';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: 1rem;
`;

const Item = styled.li`
  a {
    display: grid;
    gap: 0.25rem;
    height: 100%;
    padding: 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    color: inherit;
    text-decoration: none;
  }
  a:hover strong {
    text-decoration: underline;
  }
  strong {
    font-size: 1.125rem;
    margin-top: 0.5rem;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Home's "your cars": a card per vehicle linking to it, opened, on the vehicles page. */
export function VehicleSummaries() {
  const { t } = useTranslation('vehicle');
  const { locale } = useSite();
  const href = useRouteHref();
  const vehicles = useVehicles();

  return (
    <SectionCard
      title={t('home.title')}
      busy={vehicles.isPending}
      link={<Link href={href('vehicles')}>{t('home.all')}</Link>}
    >
      {vehicles.isPending ? (
        <SectionSkeleton label={t('list.loading')} />
      ) : vehicles.isError ? (
        <ErrorState message={t('list.error')} onRetry={() => void vehicles.refetch()} retrying={vehicles.isFetching} />
      ) : vehicles.data.length === 0 ? (
        <EmptyState
          title={t('list.emptyTitle')}
          description={t('home.emptyBody')}
          action={<Button href={href('vehicles')}>{t('home.add')}</Button>}
        />
      ) : (
        <Grid>
          {vehicles.data.map((vehicle) => (
            <Item key={vehicle.vehicleId}>
              <Link href={`${href('vehicles')}?${OPEN_VEHICLE_PARAM}=${encodeURIComponent(vehicle.vehicleId)}`}>
                <VehicleImage src={vehicle.imageUrl} sizes="(max-width: 700px) 100vw, 20rem" />
                <strong>{vehicleName(vehicle)}</strong>
                <span>
                  {t('card.modelYear', { year: vehicle.modelYear })} · {vehicle.registrationNumber}
                </span>
                <span>{formatDistance(vehicle.mileage, locale)}</span>
                {vehicle.nextServiceDate && (
                  <span>{t('home.nextService', { date: formatDate(vehicle.nextServiceDate, locale, { dateStyle: 'long' }) })}</span>
                )}
              </Link>
            </Item>
          ))}
        </Grid>
      )}
    </SectionCard>
  );
}
