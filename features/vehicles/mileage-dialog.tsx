import { useTranslation } from 'react-i18next';
import type { Vehicle } from '@/api-client/vehicles/vehicles-api';
import { useVehicles } from '@/api-client/vehicles/vehicles-hooks';
import { Dialog } from '@/components/ui/dialog';
import { UpdateMileage } from './update-mileage';
import { vehicleName } from './vehicle-name';

/**
 * Home's "Update mileage": the vehicles page's mileage form in a dialog, for the car in view, closed
 * once saved (the toast says so). Loaded with React.lazy when first asked for.
 */
export default function MileageDialog({ vehicle, onClose }: { vehicle: Vehicle; onClose: () => void }) {
  const { t } = useTranslation('vehicle');
  // The car as the list has it now (a save updates it): the form's last reading is the newest.
  const vehicles = useVehicles();
  const fresh = vehicles.data?.find((item) => item.vehicleId === vehicle.vehicleId) ?? vehicle;
  return (
    <Dialog open onClose={onClose} title={t('home.actions.mileageTitle', { name: vehicleName(fresh) })}>
      <UpdateMileage vehicle={fresh} onSaved={onClose} />
    </Dialog>
  );
}
