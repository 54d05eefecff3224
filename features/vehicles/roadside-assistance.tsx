import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError } from '@/api-client/core/api-error';
import { useProfile } from '@/api-client/profile/profile-hooks';
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

/** The backend has no roadside assistance for this car (404): not an outage, an answer. */
function notCovered(error: Error | null): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * Whom to call when the car breaks down, what is covered and until when; for a car the backend
 * does not cover (404), that it is not covered and the brand's own assistance line to call instead
 * (common:brand.<brand>.assistance.phone). Asked for the owner's customer id and the car.
 */
export function RoadsideAssistance({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation(['vehicle', 'common']);
  const { site, locale } = useSite();
  // The profile is in the cache on every signed-in page (the route guard asked for it).
  const customerId = useProfile({ select: (profile) => profile.customerId }).data;
  const assistance = useRoadsideAssistance(
    { marketId: site.marketId, brandId: site.brandId, vehicleId: vehicle.vehicleId, ...(customerId ? { customerId } : {}) },
    { enabled: customerId !== undefined },
  );
  const headingId = `roadside-${vehicle.vehicleId}`;
  const brand = t(`common:brand.${site.brand}.name`);
  const brandPhone = t(`common:brand.${site.brand}.assistance.phone`);

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
      ) : assistance.data === undefined && notCovered(assistance.error) ? (
        <>
          <p>
            <strong>{t('roadside.notCovered.title')}</strong>
          </p>
          <p>{t('roadside.notCovered.call', { brand })}</p>
          <Phone href={`tel:${brandPhone.replace(/\s/g, '')}`}>{brandPhone}</Phone>
          <p>{t('roadside.notCovered.cost')}</p>
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
