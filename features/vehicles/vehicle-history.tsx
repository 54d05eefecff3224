import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Vehicle } from '@/api-client/vehicles/vehicles-api';
import { useVehicleHistory } from '@/api-client/vehicles/vehicles-hooks';
import { formatDate, formatDistance } from '@/lib/format';
import { useSite } from '@/lib/site-context';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Heading } from '@/components/ui/heading';
import { Skeleton } from '@/components/ui/skeleton';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 1.25rem;
  border-left: 2px solid ${({ theme }) => theme.colors.border};

  li {
    position: relative;
    padding: 0 0 1.25rem 0.75rem;
  }
  li::before {
    content: '';
    position: absolute;
    left: calc(-1.25rem - 6px);
    top: 0.35rem;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
  }
  time {
    display: block;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    margin: 0.125rem 0 0;
  }
`;

/** Services, inspections and repairs, newest first, as a timeline. */
export function VehicleHistory({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation('vehicle');
  const { site, locale } = useSite();
  const history = useVehicleHistory({ value: vehicle.vin, brandId: site.brandId });
  const headingId = `history-${vehicle.vehicleId}`;

  return (
    <section aria-labelledby={headingId} aria-busy={history.isPending}>
      <Heading level={3} id={headingId}>
        {t('history.title')}
      </Heading>
      {history.isPending ? (
        <>
          <VisuallyHidden role="status">{t('history.loading')}</VisuallyHidden>
          <Skeleton width="60%" />
          <Skeleton width="40%" />
          <Skeleton width="60%" />
        </>
      ) : history.data === undefined ? (
        <ErrorState message={t('history.error')} onRetry={() => void history.refetch()} retrying={history.isFetching} />
      ) : history.data.events.length === 0 ? (
        <EmptyState title={t('history.emptyTitle')} description={t('history.emptyBody')} />
      ) : (
        <Timeline>
          {history.data.events.map((event) => (
            <li key={`${event.date}-${event.type}-${event.mileage}`}>
              <time dateTime={event.date}>{formatDate(event.date, locale, { dateStyle: 'long' })}</time>
              <strong>{t(`history.type.${event.type}`)}</strong>
              <p>{event.description}</p>
              <p>
                {event.retailerName} · {formatDistance(event.mileage, locale)}
              </p>
            </li>
          ))}
        </Timeline>
      )}
    </section>
  );
}
