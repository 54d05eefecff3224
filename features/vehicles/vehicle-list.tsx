import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useVehicles } from '@/api-client/vehicles/vehicles-hooks';
import { useSite } from '@/lib/site-context';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { CarIcon } from '@/components/ui/icons/car-icon';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { VehicleCard, VehicleCardSkeleton } from './vehicle-card';
import { readVehicleCountHint, useStoreVehicleCountHint } from './vehicle-count-hint';
import { imageLoadAt } from '@/components/ui/media-frame';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
`;

/** The owner's cars in outline, as many as last time (vehicle-count-hint.ts), while they load. */
function VehicleListSkeleton() {
  const { t } = useTranslation('vehicle');
  const { site } = useSite();
  // Read once, on the client (signed-in sections never render on the server).
  const [outlines] = useState(() => readVehicleCountHint(site.id));
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{t('list.loading')}</VisuallyHidden>
      <List>
        {Array.from({ length: outlines }, (_, index) => (
          <VehicleCardSkeleton key={index} />
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
