import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Vehicle } from '@/api-client/vehicles/vehicles-api';
import { formatDate, formatDistance } from '@/lib/format';
import { useSite } from '@/lib/site-context';
import { Heading } from '@/components/ui/heading';
import { EditVehicle } from './edit-vehicle';
import { RemoveVehicle } from './remove-vehicle';
import { RoadsideAssistance } from './roadside-assistance';
import { UpdateMileage } from './update-mileage';
import { UpdatePredictedMileage } from './update-predicted-mileage';
import { Facts } from './vehicle-facts';
import { VehicleHistory } from './vehicle-history';

const Forms = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: 1.5rem;
`;

/**
 * An open vehicle card's panel: all its details, the mileage forms, editing, roadside assistance,
 * its history and removing it. Loaded when a card is first opened (features/vehicles/vehicle-card.tsx).
 */
export function VehicleDetails({ vehicle, headingId, name }: { vehicle: Vehicle; headingId: string; name: string }) {
  const { t } = useTranslation('vehicle');
  const { locale } = useSite();
  return (
    <>
      <section aria-labelledby={`${headingId}-details`}>
        <Heading level={3} id={`${headingId}-details`}>
          {t('details.title')}
        </Heading>
        <Facts>
          <div>
            <dt>{t('details.model')}</dt>
            <dd>
              {vehicle.brand} {vehicle.model} {vehicle.variant}
            </dd>
          </div>
          <div>
            <dt>{t('details.modelYear')}</dt>
            <dd>{vehicle.modelYear}</dd>
          </div>
          <div>
            <dt>{t('details.registrationNumber')}</dt>
            <dd>{vehicle.registrationNumber}</dd>
          </div>
          <div>
            <dt>{t('details.vin')}</dt>
            <dd>{vehicle.vin}</dd>
          </div>
          <div>
            <dt>{t('details.fuelType')}</dt>
            <dd>{t(`fuel.${vehicle.fuelType}`)}</dd>
          </div>
          <div>
            <dt>{t('details.colour')}</dt>
            <dd>{vehicle.colour}</dd>
          </div>
          <div>
            <dt>{t('details.firstRegistration')}</dt>
            <dd>{formatDate(vehicle.firstRegistrationDate, locale, { dateStyle: 'long' })}</dd>
          </div>
          <div>
            <dt>{t('details.predictedMileage')}</dt>
            <dd>{t('details.perYear', { distance: formatDistance(vehicle.predictedMileage, locale) })}</dd>
          </div>
          {vehicle.warrantyEndDate && (
            <div>
              <dt>{t('details.warrantyEnd')}</dt>
              <dd>{formatDate(vehicle.warrantyEndDate, locale, { dateStyle: 'long' })}</dd>
            </div>
          )}
        </Facts>
      </section>
      <Forms>
        <UpdateMileage vehicle={vehicle} />
        <UpdatePredictedMileage vehicle={vehicle} />
      </Forms>
      <EditVehicle vehicle={vehicle} />
      <RoadsideAssistance vehicle={vehicle} />
      <VehicleHistory vehicle={vehicle} />
      <RemoveVehicle vehicle={vehicle} name={name} />
    </>
  );
}
