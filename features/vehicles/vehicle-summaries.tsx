import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Link } from '@/components/ui/link';
import { ADD_VEHICLE_ANCHOR, OPEN_VEHICLE_PARAM } from '@/config/vehicles';
import { useVehicles } from '@/api-client/vehicles/vehicles-hooks';
import { formatDate, formatDistance } from '@/lib/format';
import { readPictureHint, storePictureHint } from '@/lib/picture-hint';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { useSite } from '@/lib/site-context';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { EmptyStateOnDemand as EmptyState, ErrorStateOnDemand as ErrorState } from '@/components/ui/states-on-demand';
import { BODY_LINE_HEIGHT } from '@/styles/typography';
import { vehicleName } from './vehicle-name';
import { readVehicleCountHint, useStoreVehicleCountHint } from './vehicle-count-hint';
import { imageLoadAt } from '@/components/ui/media-frame';
import { VehicleImage, VehicleImageSkeleton } from './vehicle-image';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: 1rem;
`;

/** The car's name: its size, and the space above it (below the picture). */
const NAME_SIZE = '1.125rem';
const NAME_SPACE = '0.5rem';
/** The lines under the name: model year and registration number, mileage, next service. */
const TEXT_LINES = 3;

/**
 * A car's card box: the link of a loaded car, and its outline while the cars load. Its rows are
 * fixed (picture, name, the three lines of text, each at least a line high), so the outline is
 * exactly as tall as the card, and a car without a next service keeps that line's place: the
 * sections below never move when the cars arrive.
 */
const cardBox = css`
  display: grid;
  grid-template-rows: auto auto repeat(${TEXT_LINES}, minmax(${BODY_LINE_HEIGHT}em, auto));
  align-content: start;
  gap: 0.25rem;
  height: 100%;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`;

const Item = styled.li`
  a {
    ${cardBox}
    color: inherit;
    text-decoration: none;
  }
  a:hover strong {
    text-decoration: underline;
  }
  strong {
    font-size: ${NAME_SIZE};
    margin-top: ${NAME_SPACE};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const SkeletonCard = styled.div`
  ${cardBox}
`;

/** The name in outline: the name's line (its size at body text's line height) and the space above it. */
const NameSkeleton = styled(Skeleton)`
  margin-top: ${NAME_SPACE};
`;
const NAME_LINE = `calc(${NAME_SIZE} * ${BODY_LINE_HEIGHT})`;

/** A card's picture: the whole width on phones, the card's width beside others. */
const PICTURE_SIZES = '(max-width: 700px) 100vw, 20rem';

/** Home's "your cars": a card per vehicle linking to it, opened, on the vehicles page. */
export function VehicleSummaries() {
  const { t } = useTranslation('vehicle');
  const href = useRouteHref();
  const { site, locale } = useSite();
  const vehicles = useVehicles();
  // Read once, on the client (signed-in sections never render on the server).
  const [outlines] = useState(() => readVehicleCountHint(site.id));
  // The first car's picture of last time (lib/picture-hint.ts): the page's head has already asked
  // for it, and the first outline draws it, so home's largest paint does not wait for the cars.
  const [picture] = useState(() => readPictureHint(site.id));
  useStoreVehicleCountHint(site.id, vehicles.data?.length);

  return (
    <SectionCard
      drawnWhenNear
      title={t('home.title')}
      busy={vehicles.isPending}
      link={<Link href={href('vehicles')}>{t('home.all')}</Link>}
    >
      {vehicles.isPending ? (
        // The owner's cars in outline (as many as last time), so the sections below do not jump when they arrive.
        <Grid>
          {Array.from({ length: outlines }, (_, index) => (
            <Item key={index}>
              <SkeletonCard>
                {index === 0 && <VisuallyHidden role="status">{t('list.loading')}</VisuallyHidden>}
                {index === 0 && picture ? (
                  <VehicleImage src={picture.src} sizes={PICTURE_SIZES} load="first" />
                ) : (
                  <VehicleImageSkeleton />
                )}
                <NameSkeleton width="60%" height={NAME_LINE} />
                <Skeleton width="85%" height="1.3rem" />
                <Skeleton width="40%" height="1.3rem" />
                <Skeleton width="70%" height="1.3rem" />
              </SkeletonCard>
            </Item>
          ))}
        </Grid>
      ) : vehicles.data === undefined ? (
        <ErrorState message={t('list.error')} onRetry={() => void vehicles.refetch()} retrying={vehicles.isFetching} />
      ) : vehicles.data.length === 0 ? (
        <EmptyState
          title={t('list.emptyTitle')}
          description={t('home.emptyBody')}
          action={<Button href={`${href('vehicles')}#${ADD_VEHICLE_ANCHOR}`}>{t('home.add')}</Button>}
        />
      ) : (
        <Grid>
          {vehicles.data.map((vehicle, index) => (
            <Item key={vehicle.vehicleId}>
              <Link href={`${href('vehicles')}?${OPEN_VEHICLE_PARAM}=${encodeURIComponent(vehicle.vehicleId)}`}>
                <VehicleImage
                  src={vehicle.imageUrl}
                  sizes={PICTURE_SIZES}
                  load={imageLoadAt(index, 2)}
                  onLoad={index === 0 ? (image) => storePictureHint(site.id, vehicle.imageUrl, image) : undefined}
                />
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
