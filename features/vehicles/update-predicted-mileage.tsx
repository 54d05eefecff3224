import { useTranslation } from 'react-i18next';
import { PREDICTED_MILEAGE_MAX_KM } from '@/config/vehicles';
import type { Vehicle } from '@/api-client/vehicles/vehicles-api';
import { useUpdateVehiclePredictedMileage } from '@/api-client/vehicles/vehicles-hooks';
import { failureKey } from '@/api-client/core/api-error';
import { formatDistance } from '@/lib/format';
import { useSite } from '@/lib/site-context';
import { useToast } from '@/components/ui/toast/use-toast';
import { KilometreForm } from './kilometre-form';
import { predictedMileageProblem } from './mileage-rules';

/** The owner's expected kilometres a year (it drives service reminders): whole km up to the typo bound. */
export function UpdatePredictedMileage({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation('vehicle');
  const { locale } = useSite();
  const toast = useToast();
  const update = useUpdateVehiclePredictedMileage();
  const max = formatDistance(PREDICTED_MILEAGE_MAX_KM, locale);

  return (
    <KilometreForm
      title={t('predicted.title')}
      label={t('predicted.label')}
      hint={t('predicted.hint', { max })}
      initial={vehicle.predictedMileage}
      problemOf={predictedMileageProblem}
      problemText={(problem) => t(`predicted.problem.${problem}`, { max })}
      submitLabel={t('predicted.save')}
      pending={update.isPending}
      onSave={(predictedMileage) =>
        update.mutateAsync({ vehicleId: vehicle.vehicleId, predictedMileage }).then(
          () => toast.success(t('predicted.saved', { distance: formatDistance(predictedMileage, locale) })),
          (error: unknown) => {
            toast.error(t(failureKey(error, 'predicted.failed')));
            throw error;
          },
        )
      }
    />
  );
}
