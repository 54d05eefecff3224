import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useVehicles } from '@/api-client/vehicles/vehicles-hooks';
import { useSite } from '@/lib/site-context';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { CarIcon } from '@/components/ui/icons/car-icon';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { VehicleCard, VehicleCardSkeleton } from './vehicle-card';
import { VehicleImageSkeleton } from './vehicle-image';
import { readVehicleCountHint, useStoreVehicleCountHint } from './vehicle-count-hint';
import { imageLoadAt } from '@/components/ui/media-frame';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
`;

/**
 * The id of the first car's picture's place in the vehicles page's static page, which the page's
 * inline script fills (pages/_document.tsx). Here, not in config/auth.ts with home's splash, which
 * every page's first load carries.
 */
export const FIRST_CAR_PICTURE_ID = 'first-car-picture';

/**
 * The first car's picture in its outline, in the place and size of the card's. In the static page
 * (screens/vehicles-screen.tsx, VehiclesShell) it is hidden, with no address: the inline script
 * after the page (pages/_document.tsx, lib/boot/picture-hint-script.ts) gives it the picture home showed
 * last time (lib/boot/picture-hint.ts), which the page's head has asked for, and shows it before any
 * script has run; it changes it before React hydrates it, hence suppressHydrationWarning. `from`:
 * that drawn picture, whose file the screen's own outline draws when the page opens.
 */
export function FirstCarPicture({ from }: { from?: HTMLImageElement }) {
  return (
    <VehicleImageSkeleton>
      <span id={FIRST_CAR_PICTURE_ID} hidden={!from} suppressHydrationWarning>
        {/* In the static page the script gives it the addresses next/image gave home's card; taken over, the file the
            static page drew. Placed as next/image places a picture that fills its frame. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          alt=""
          src={from?.currentSrc}
          suppressHydrationWarning
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
        />
      </span>
    </VehicleImageSkeleton>
  );
}

/**
 * The owner's cars in outline while they load, as many as last time (vehicle-count-hint.ts). The
 * static page (VehiclesShell) gives what it can know on the server: one outline, and the first
 * car's picture's place. When the page opens in place of that static page, the first outline
 * draws the picture the static page drew (read from it as this replaces it), so the page's largest
 * paint stays the static page's, and nothing blinks.
 */
export function VehicleListSkeleton({ outlines: given, firstPicture }: { outlines?: number; firstPicture?: ReactNode }) {
  const { t } = useTranslation('vehicle');
  const { site } = useSite();
  // Read once, on the client (signed-in sections never render on the server; the shell gives both).
  const [outlines] = useState(() => given ?? readVehicleCountHint(site.id));
  const [picture] = useState(() => {
    // The shell renders on the server too, where there is no document to read.
    if (firstPicture) return firstPicture;
    const drawn = document.getElementById(FIRST_CAR_PICTURE_ID);
    return drawn && !drawn.hidden ? <FirstCarPicture from={drawn.querySelector('img')!} /> : undefined;
  });
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{t('list.loading')}</VisuallyHidden>
      <List>
        {Array.from({ length: outlines }, (_, index) => (
          <VehicleCardSkeleton key={index} picture={index === 0 ? picture : undefined} />
        ))}
      </List>
    </div>
  );
}

/** The owner's vehicles; `openId` (the screen keeps it in the URL, see use-open-vehicle.ts) is shown open. */
export function VehicleList({ openId, onOpenChange }: { openId: string | null; onOpenChange: (vehicleId: string | null) => void }) {
  const { t } = useTranslation('vehicle');
  const { site } = useSite();
  const vehicles = useVehicles();
  const setOpenId = onOpenChange;
  useStoreVehicleCountHint(site.id, vehicles.data?.length);

  // A vehicle opened from a link is brought into view once the list is there.
  const ready = vehicles.data !== undefined;
  useEffect(() => {
    if (!ready || !openId) return;
    document.getElementById(`vehicle-${openId}`)?.scrollIntoView?.({ block: 'start' });
  }, [ready, openId]);

  if (vehicles.isPending) return <VehicleListSkeleton />;
  // A failed refetch keeps the cars shown (and an open card's forms with what was typed).
  if (vehicles.data === undefined) {
    return <ErrorState message={t('list.error')} onRetry={() => void vehicles.refetch()} retrying={vehicles.isFetching} />;
  }
  if (vehicles.data.length === 0) {
    return <EmptyState icon={<CarIcon />} title={t('list.emptyTitle')} description={t('list.emptyBody')} />;
  }
  return (
    <List aria-label={t('list.label')}>
      {vehicles.data.map((vehicle, index) => (
        <VehicleCard
          key={vehicle.vehicleId}
          vehicle={vehicle}
          imageLoad={imageLoadAt(index, 1)}
          open={openId === vehicle.vehicleId}
          onToggle={() => setOpenId(openId === vehicle.vehicleId ? null : vehicle.vehicleId)}
        />
      ))}
    </List>
  );
}
