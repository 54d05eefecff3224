import { Suspense, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Link } from '@/components/ui/link';
import { ADD_VEHICLE_ANCHOR, OPEN_VEHICLE_PARAM } from '@/config/vehicles';
import { media } from '@/config/layout';
import type { Vehicle } from '@/api-client/vehicles/vehicles-api';
import { useVehicles } from '@/api-client/vehicles/vehicles-hooks';
import { useProfile } from '@/api-client/profile/profile-hooks';
import { useRetailerSite } from '@/api-client/retailers/retailers-hooks';
import { formatDate, formatDistance, telHref } from '@/lib/format';
import { readPictureHint, storePictureHint } from '@/lib/boot/picture-hint';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { useSite } from '@/lib/site-context';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus-ring';
import { Heading } from '@/components/ui/heading';
import { sectionTop } from '@/components/ui/section-card';
import { CalendarIcon } from '@/components/ui/icons/calendar-icon';
import { GaugeIcon } from '@/components/ui/icons/gauge-icon';
import { PhoneIcon } from '@/components/ui/icons/phone-icon';
import { WrenchIcon } from '@/components/ui/icons/wrench-icon';
import { Skeleton, TextSkeleton } from '@/components/ui/skeleton';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { EmptyStateOnDemand as EmptyState, ErrorStateOnDemand as ErrorState } from '@/components/ui/states-on-demand';
import { BODY_LINE_HEIGHT } from '@/styles/typography';
import { vehicleName } from './vehicle-name';
import { readVehicleCountHint, useStoreVehicleCountHint } from './vehicle-count-hint';
import { imageLoadAt } from '@/components/ui/media-frame';
import { VehicleImage, VehicleImageSkeleton } from './vehicle-image';
import { lazyWhenOnline } from '@/lib/offline/lazy-when-online';

/** The cars' panel: one surface, nothing boxed inside it (the picture sits in its own frame). */
const Panel = styled.section`
  display: grid;
  gap: 1rem;
  align-content: start;
  height: 100%;
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};

  ${media.mobile} {
    padding: 1rem;
  }
`;

// A section card's top (components/ui/section-card.tsx), on one line.
const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 1rem;
  ${sectionTop}
`;

/**
 * The cars side by side, one a screen wide: swiped (or scrolled) sideways, each stops in place; the
 * next one's edge shows there is more. A single car takes the whole width.
 */
const Slides = styled.ul<{ $several: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: ${({ $several }) => ($several ? 'calc(100% - 2.5rem)' : '100%')};
  gap: 1rem;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  overscroll-behavior-x: contain;
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }
  > li {
    scroll-snap-align: start;
    min-width: 0;
  }
`;

/** The name's size, and the lines under it: model year, registration number, then the facts. */
const NAME_SIZE = '1.25rem';

/**
 * A slide: the picture beside the name, the facts under the name (on a phone under both, so the
 * quick actions stay on the first screen).
 */
const slideLayout = css`
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  grid-template-areas: 'picture info' 'picture facts';
  align-content: center;
  gap: 0.25rem 1.25rem;

  > :first-child {
    grid-area: picture;
    align-self: center;
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-areas: 'picture info' 'facts facts';
    gap: 0.5rem 0.75rem;
  }
`;

const SlideLink = styled(Link)`
  ${slideLayout}
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.medium};
  ${focusRing}

  &:hover strong {
    text-decoration: underline;
  }
`;

const SlideOutline = styled.div`
  ${slideLayout}
`;

const Info = styled.span`
  grid-area: info;
  align-self: end;
  display: grid;
  gap: 0.125rem;

  strong {
    font-size: ${NAME_SIZE};
    line-height: ${BODY_LINE_HEIGHT};
  }
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Mileage and next service, side by side, each a label over its value. */
const Facts = styled.span`
  grid-area: facts;
  align-self: start;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  margin-top: 0.25rem;

  > span {
    display: grid;
  }
  small {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  b {
    font-weight: 700;
  }
`;

const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: 0.5rem;

  span {
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.border};
  }
  span[data-current] {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

/** The quick actions: three equal tiles in a row, an icon over a short label. */
const Actions = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.5rem;

`;

/** A quick action's tile: an icon over a short label, a link or a button alike. */
const actionTile = css`
  display: grid;
  justify-items: center;
  align-content: center;
  gap: 0.25rem;
  width: 100%;
  height: 100%;
  min-height: 4.5rem;
  padding: 0.5rem 0.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.25;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  ${focusRing}

  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
`;

const ActionLink = styled.a`
  ${actionTile}
`;
const ActionButton = styled.button`
  ${actionTile}
`;
const ActionRouteLink = styled(Link)`
  ${actionTile}
`;
const ActionOutline = styled.span`
  ${actionTile}
  cursor: default;
`;

/** A slide's picture: half a phone's width, beside the name; a good half of the slide on a desktop. */
const PICTURE_SIZES = '(max-width: 700px) 50vw, 24rem';

// The mileage form in a dialog: loaded when an owner first asks for it.
const MileageDialog = lazyWhenOnline(() => import('./mileage-dialog'), (module) => module.default);

/** The owner's service workshop: booked online where it can be, else called. */
function DealerAction() {
  const { t } = useTranslation('vehicle');
  const href = useRouteHref();
  const profile = useProfile();
  const id = profile.data?.preferredRetailerSites.service ?? '';
  const dealer = useRetailerSite({ retailerSiteId: id }, { enabled: Boolean(id) });
  if (profile.data && !id) {
    return (
      <ActionRouteLink href={href('dealer')}>
        <WrenchIcon />
        {t('home.actions.chooseDealer')}
      </ActionRouteLink>
    );
  }
  if (!dealer.data) {
    return (
      <ActionOutline aria-hidden="true">
        <WrenchIcon />
        <Skeleton width="80%" />
      </ActionOutline>
    );
  }
  return dealer.data.bookingUrl ? (
    <ActionLink href={dealer.data.bookingUrl} target="_blank" rel="noopener noreferrer">
      <CalendarIcon />
      {t('home.actions.book')}
      <VisuallyHidden>
        {dealer.data.name}, {t('common:opensInNewTab')}
      </VisuallyHidden>
    </ActionLink>
  ) : (
    <ActionLink href={telHref(dealer.data.phone)}>
      <PhoneIcon />
      {t('home.actions.callDealer')}
      <VisuallyHidden>
        {dealer.data.name}, {dealer.data.phone}
      </VisuallyHidden>
    </ActionLink>
  );
}

/** What the owner most often comes for, one tap each: the mileage, roadside assistance, the workshop. */
function QuickActions({ vehicle }: { vehicle: Vehicle | undefined }) {
  const { t } = useTranslation('vehicle');
  const { site } = useSite();
  const [mileageOpen, setMileageOpen] = useState(false);
  return (
    <>
      <Actions aria-label={t('home.actions.label')}>
        <li>
          <ActionButton type="button" onClick={() => setMileageOpen(true)} disabled={!vehicle} aria-haspopup="dialog">
            <GaugeIcon />
            {t('home.actions.mileage')}
            {vehicle && <VisuallyHidden>{vehicleName(vehicle)}</VisuallyHidden>}
          </ActionButton>
        </li>
        <li>
          <ActionLink href={telHref(site.roadsidePhone)}>
            <PhoneIcon />
            {t('home.actions.roadside')}
            <VisuallyHidden>{site.roadsidePhone}</VisuallyHidden>
          </ActionLink>
        </li>
        <li>
          <DealerAction />
        </li>
      </Actions>
      {vehicle && mileageOpen && (
        <Suspense>
          <MileageDialog vehicle={vehicle} onClose={() => setMileageOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * Home's cars: each car (swiped sideways when there are several) with its mileage and next
 * service, linking to it, opened, on the vehicles page; below, the quick actions for the car in
 * view. One panel, with nothing boxed inside it.
 */
export function VehicleSummaries() {
  const { t } = useTranslation('vehicle');
  const href = useRouteHref();
  const { site, locale } = useSite();
  const vehicles = useVehicles();
  // Read once, on the client (signed-in sections never render on the server).
  const [outlines] = useState(() => readVehicleCountHint(site.id));
  // The first car's picture of last time (lib/boot/picture-hint.ts): the page's head has already asked
  // for it, and the first outline draws it, so home's largest paint does not wait for the cars.
  const [picture] = useState(() => readPictureHint(site.id));
  const [current, setCurrent] = useState(0);
  useStoreVehicleCountHint(site.id, vehicles.data?.length);
  const count = vehicles.data?.length ?? outlines;
  const several = count > 1;

  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const list = event.currentTarget;
    const first = list.firstElementChild as HTMLElement | null;
    if (!first) return;
    setCurrent(Math.round(list.scrollLeft / (first.offsetWidth + 16)));
  };

  return (
    <Panel aria-labelledby="home-cars" aria-busy={vehicles.isPending || undefined}>
      <Top>
        <Heading level={2} size={3} id="home-cars" label>
          {t('home.title')}
        </Heading>
        <Link href={href('vehicles')}>{t('home.all')}</Link>
      </Top>
      {vehicles.isPending ? (
        // The owner's cars in outline (as many as last time), so the sections below do not jump when they arrive.
        <>
          <Slides $several={several}>
            {Array.from({ length: outlines }, (_, index) => (
              <li key={index}>
                <SlideOutline>
                  {/* The picture first: the slide's first child is the one in the picture's place. */}
                  {index === 0 && picture ? <VehicleImage src={picture.src} sizes={PICTURE_SIZES} load="first" /> : <VehicleImageSkeleton />}
                  {index === 0 && <VisuallyHidden role="status">{t('list.loading')}</VisuallyHidden>}
                  {/* The slide's own lines with shapes in them: as tall as the car's, so nothing below moves when it comes. */}
                  <Info aria-hidden="true">
                    <strong>
                      <TextSkeleton widths={['60%']} />
                    </strong>
                    <Muted>
                      <TextSkeleton widths={['75%']} />
                    </Muted>
                    <Muted>
                      <TextSkeleton widths={['60%']} />
                    </Muted>
                  </Info>
                  <Facts aria-hidden="true">
                    {['5rem', '6rem'].map((width) => (
                      <span key={width}>
                        <small>
                          <TextSkeleton widths={[width]} />
                        </small>
                        <b>
                          <TextSkeleton widths={['4.5rem']} />
                        </b>
                      </span>
                    ))}
                  </Facts>
                </SlideOutline>
              </li>
            ))}
          </Slides>
          {/* The dots under several cars, in outline too: the quick actions below keep their place. */}
          {several && (
            <Dots aria-hidden="true">
              {Array.from({ length: outlines }, (_, index) => (
                <span key={index} data-current={index === 0 ? '' : undefined} />
              ))}
            </Dots>
          )}
        </>
      ) : vehicles.data === undefined ? (
        <ErrorState message={t('list.error')} onRetry={() => void vehicles.refetch()} retrying={vehicles.isFetching} />
      ) : vehicles.data.length === 0 ? (
        <EmptyState
          title={t('list.emptyTitle')}
          description={t('home.emptyBody')}
          action={<Button href={`${href('vehicles')}#${ADD_VEHICLE_ANCHOR}`}>{t('home.add')}</Button>}
        />
      ) : (
        <>
          <Slides $several={several} onScroll={several ? onScroll : undefined}>
            {vehicles.data.map((vehicle, index) => (
              <li key={vehicle.vehicleId}>
                <SlideLink href={`${href('vehicles')}?${OPEN_VEHICLE_PARAM}=${encodeURIComponent(vehicle.vehicleId)}`}>
                  <VehicleImage
                    src={vehicle.imageUrl}
                    sizes={PICTURE_SIZES}
                    load={imageLoadAt(index, 1)}
                    onLoad={index === 0 ? (image) => storePictureHint(site.id, vehicle.imageUrl, image) : undefined}
                  />
                  <Info>
                    <strong>{vehicleName(vehicle)}</strong>
                    {/* Model year and plate on lines of their own: beside a phone's picture they did not fit one, and wrapped anywhere. */}
                    <Muted>{t('card.modelYear', { year: vehicle.modelYear })}</Muted>
                    <Muted>
                      <Nowrap>{vehicle.registrationNumber}</Nowrap>
                    </Muted>
                  </Info>
                  <Facts>
                      <span>
                        <small>{t('details.mileage')}</small>
                        <b>{formatDistance(vehicle.mileage, locale)}</b>
                      </span>
                      {vehicle.nextServiceDate && (
                        <span>
                          <small>{t('details.nextService')}</small>
                          <b>{formatDate(vehicle.nextServiceDate, locale, { dateStyle: 'medium' })}</b>
                        </span>
                      )}
                  </Facts>
                </SlideLink>
              </li>
            ))}
          </Slides>
          {several && (
            <Dots aria-hidden="true">
              {vehicles.data.map((vehicle, index) => (
                <span key={vehicle.vehicleId} data-current={index === Math.min(current, vehicles.data.length - 1) ? '' : undefined} />
              ))}
            </Dots>
          )}
        </>
      )}
      {vehicles.data?.length !== 0 && <QuickActions vehicle={vehicles.data?.[Math.min(current, (vehicles.data?.length ?? 1) - 1)]} />}
    </Panel>
  );
}
