import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Vehicle } from '@/api-client/vehicles/vehicles-api';
import { useRoadsideAssistance } from '@/api-client/vehicles/vehicles-hooks';
import { formatDate } from '@/lib/format';
import { useSite } from '@/lib/site-context';
import { ErrorState } from '@/components/ui/error-state';
import { Heading } from '@/components/ui/heading';
import { Skeleton } from '@/components/ui/skeleton';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

const Phone = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  font-size: 1.25rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const Coverage = styled.ul`
  margin: 0.5rem 0;
  padding-left: 1.25rem;
`;

/** Whom to call when the car breaks down, what is covered and until when. */
export function RoadsideAssistance({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation('vehicle');
  const { site, locale } = useSite();
  const assistance = useRoadsideAssistance({ marketId: site.marketId, brandId: site.brandId, vehicleId: vehicle.vehicleId });
  const headingId = `roadside-${vehicle.vehicleId}`;

  return (
    <section aria-labelledby={headingId} aria-busy={assistance.isPending}>
      <Heading level={3} id={headingId}>
        {t('roadside.title')}
      </Heading>
      {assistance.isPending ? (
        <>
          <VisuallyHidden role="status">{t('roadside.loading')}</VisuallyHidden>
          <Skeleton width="50%" />
          <Skeleton width="30%" height="1.5rem" />
          <Skeleton width="70%" />
        </>
      ) : assistance.data === undefined ? (
        <ErrorState message={t('roadside.error')} onRetry={() => void assistance.refetch()} retrying={assistance.isFetching} />
      ) : (
        <>
          <p>{t('roadside.call', { provider: assistance.data.provider })}</p>
          <Phone href={`tel:${assistance.data.phoneNumber.replace(/\s/g, '')}`}>{assistance.data.phoneNumber}</Phone>
          <p>{t('roadside.covers')}</p>
          <Coverage>
            {assistance.data.coverage.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Coverage>
          <p>
            {assistance.data.validUntil
              ? t('roadside.validUntil', { date: formatDate(assistance.data.validUntil, locale, { dateStyle: 'long' }) })
              : t('roadside.noEndDate')}
          </p>
        </>
      )}
    </section>
  );
}
