import { useTranslation } from 'react-i18next';
import { MILEAGE_MAX_KM } from '@/config/vehicles';
import type { Vehicle } from '@/api-client/vehicles/vehicles-api';
import { useUpdateVehicleMileage } from '@/api-client/vehicles/vehicles-hooks';
import { failureKey } from '@/api-client/core/api-error';
import { formatDate, formatDistance } from '@/lib/format';
import { useSite } from '@/lib/site-context';
import { useToast } from '@/components/ui/toast/use-toast';
import { KilometreForm } from './kilometre-form';
import { mileageProblem } from './mileage-rules';

/** The owner reports the odometer reading: whole km, not below the last one, not past the typo bound. `onSaved`: after a save. */
export function UpdateMileage({ vehicle, onSaved }: { vehicle: Vehicle; onSaved?: () => void }) {
  const { t } = useTranslation('vehicle');
  const { locale } = useSite();
  const toast = useToast();
  const update = useUpdateVehicleMileage();
  const last = formatDistance(vehicle.mileage, locale);
  const max = formatDistance(MILEAGE_MAX_KM, locale);

  return (
    <KilometreForm
      title={t('mileage.title')}
      label={t('mileage.label')}
      hint={t('mileage.hint', { last, date: formatDate(vehicle.mileageUpdatedAt, locale, { dateStyle: 'long' }), max })}
      initial={vehicle.mileage}
      problemOf={(text) => mileageProblem(text, vehicle.mileage)}
      problemText={(problem) => t(`mileage.problem.${problem}`, { last, max })}
      submitLabel={t('mileage.save')}
      pending={update.isPending}
      onSave={(mileage) =>
        update.mutateAsync({ vehicleId: vehicle.vehicleId, mileage }).then(
          () => {
            toast.success(t('mileage.saved', { distance: formatDistance(mileage, locale) }));
            onSaved?.();
          },
          (error: unknown) => {
            toast.error(t(failureKey(error, 'mileage.failed')));
            throw error;
          },
        )
      }
    />
  );
}
