import { Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Vehicle } from '@/api-client/vehicles/vehicles-api';
import { formatDate, formatDistance } from '@/lib/format';
import { BODY_LINE_HEIGHT, HEADING_LINE_HEIGHT, HEADING_MARGIN, HEADING_SIZES } from '@/styles/typography';
import { useSite } from '@/lib/site-context';
import { Button } from '@/components/ui/button';
import type { ImageLoad } from '@/components/ui/media-frame';
import { Card } from '@/components/ui/card';
import { columnsOnWide } from '@/components/ui/columns';
import { Heading } from '@/components/ui/heading';
import { ChevronIcon } from '@/components/ui/icons/chevron-icon';
import { SectionSkeleton } from '@/components/ui/section-card';
import { ButtonSkeleton, Skeleton } from '@/components/ui/skeleton';
import { Fact, Facts } from './vehicle-facts';
import { VehicleImage, VehicleImageSkeleton } from './vehicle-image';
import { makeAndModel, vehicleName } from './vehicle-name';
import { lazyWhenOnline } from '@/lib/offline/lazy-when-online';

const Summary = styled.div`
  ${columnsOnWide('minmax(0, 14rem) 1fr', '1.5rem', '1fr', '1rem')}
  align-items: center;
`;

const Meta = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Panel = styled.div`
  display: grid;
  gap: 2rem;
  margin-top: 1.5rem;
  padding-top: 1.5rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;


// The open card's details, forms and actions load when a card is first opened: most visits only
// look at the cars, and the vehicles route's first load stays small (docs/performance.md#loaded-when-shown).
// The page is only ever drawn in the browser (signed-in pages render a loading state on the server).
const VehicleDetails = lazyWhenOnline(() => import('./vehicle-details'), (module) => module.VehicleDetails);

/** The open panel while its code loads: about the height of its first lines. */
function DetailsSkeleton({ label }: { label: string }) {
  return <SectionSkeleton label={label} lines={6} minHeight="16rem" />;
}

const Toggle = styled(Button)`
  svg {
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

/** The name's line in the outline: a level-2 heading's size and margin. */
const NameLine = styled.div`
  font-size: ${HEADING_SIZES[2]};
  margin: ${HEADING_MARGIN};
`;

/** A line of body text in outline: as high as the text's line. */
const TEXT_LINE = `${BODY_LINE_HEIGHT}em`;

/**
 * A card in outline while the list loads: the card's own layout, picture frame, lines of text
 * (each as high as the text's line) and button, so nothing below moves when the cars arrive.
 * `picture`: drawn in the picture's frame's place (the first car's picture of last time).
 */
export function VehicleCardSkeleton({ picture }: { picture?: ReactNode }) {
  return (
    <Card as="li">
      <Summary>
        {picture ?? <VehicleImageSkeleton />}
        <div>
          <NameLine>
            <Skeleton width="55%" height={`${HEADING_LINE_HEIGHT}em`} />
          </NameLine>
          <Meta>
            <Skeleton width="70%" height={TEXT_LINE} />
          </Meta>
          <Facts aria-hidden="true">
            {['45%', '60%'].map((width) => (
              <Fact key={width} label={<Skeleton width="50%" height={TEXT_LINE} />}>
                <Skeleton width={width} height={TEXT_LINE} />
              </Fact>
            ))}
          </Facts>
          <ButtonSkeleton size="small" width="9rem" />
        </div>
      </Summary>
    </Card>
  );
}

/** The id of a car's name on its card. */
export const vehicleHeadingId = (vehicleId: string) => `vehicle-${vehicleId}-name`;

/** One of the owner's vehicles: what it is at a glance, and when open its details and everything the owner can do with it. */
export function VehicleCard({
  vehicle,
  open,
  onToggle,
  imageLoad = 'lazy',
}: {
  vehicle: Vehicle;
  open: boolean;
  onToggle: () => void;
  /** How its picture is fetched: the first card's is within the first screen. */
  imageLoad?: ImageLoad;
}) {
  const { t } = useTranslation('vehicle');
  const { locale } = useSite();
  const panelId = useId();
  const headingId = vehicleHeadingId(vehicle.vehicleId);
  const name = vehicleName(vehicle);

  return (
    <Card as="li" id={`vehicle-${vehicle.vehicleId}`} aria-labelledby={headingId}>
      <Summary>
        <VehicleImage src={vehicle.imageUrl} sizes="(max-width: 700px) 100vw, 14rem" load={imageLoad} />
        <div>
          {/* Focusable from code: a car just added takes the focus here (add-vehicle.tsx). */}
          <Heading level={2} id={headingId} tabIndex={-1}>
            {name}
          </Heading>
          <Meta>
            {vehicle.nickname ? `${makeAndModel(vehicle)} · ` : ''}
            {t('card.modelYear', { year: vehicle.modelYear })} · {vehicle.registrationNumber}
          </Meta>
          <Facts>
            <Fact label={t('details.mileage')}>{formatDistance(vehicle.mileage, locale)}</Fact>
            {vehicle.nextServiceDate && (
              <Fact label={t('details.nextService')}>{formatDate(vehicle.nextServiceDate, locale, { dateStyle: 'long' })}</Fact>
            )}
          </Facts>
          <Toggle variant="secondary" size="small" aria-expanded={open} aria-controls={panelId} onClick={onToggle} icon={<ChevronIcon size={16} />}>
            {open ? t('card.hideDetails') : t('card.showDetails')}
          </Toggle>
        </div>
      </Summary>
      <Panel id={panelId} hidden={!open}>
        {open && (
          <Suspense fallback={<DetailsSkeleton label={t('card.loadingDetails')} />}>
            <VehicleDetails vehicle={vehicle} headingId={headingId} name={name} />
          </Suspense>
        )}
      </Panel>
    </Card>
  );
}
