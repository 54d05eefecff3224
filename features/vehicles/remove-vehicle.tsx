import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Vehicle } from '@/api-client/vehicles/vehicles-api';
import { useDeleteVehicle } from '@/api-client/vehicles/vehicles-hooks';
import { failureKey } from '@/api-client/core/api-error';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast/use-toast';

/**
 * Removes the vehicle from the owner's account after a dialog that names it. When it is gone the
 * list re-renders without it; focus goes to the page's main heading so keyboard users are not lost.
 */
export function RemoveVehicle({ vehicle, name }: { vehicle: Vehicle; name: string }) {
  const { t } = useTranslation('vehicle');
  const toast = useToast();
  const remove = useDeleteVehicle();
  const [open, setOpen] = useState(false);
  const label = `${name} (${vehicle.registrationNumber})`;

  async function confirm() {
    if (remove.isPending) return;
    try {
      await remove.mutateAsync({ vehicleId: vehicle.vehicleId });
      setOpen(false);
      toast.success(t('remove.done', { name: label }));
      requestAnimationFrame(() => document.querySelector<HTMLElement>('main h1')?.focus());
    } catch (failure) {
      toast.error(t(failureKey(failure, 'remove.failed'), { name: label }));
    }
  }

  return (
    <div>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('remove.button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('remove.title', { name: label })}
        description={t('remove.body')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('remove.cancel')}
            </Button>
            <Button onClick={() => void confirm()} loading={remove.isPending}>
              {t('remove.confirm')}
            </Button>
          </>
        }
      />
    </div>
  );
}
