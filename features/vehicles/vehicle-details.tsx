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
import { Fact, Facts } from './vehicle-facts';
import { VehicleHistory } from './vehicle-history';
import { makeAndModel } from './vehicle-name';

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
          <Fact label={t('details.model')}>
            {makeAndModel(vehicle)} {vehicle.variant}
          </Fact>
          <Fact label={t('details.modelYear')}>{vehicle.modelYear}</Fact>
          <Fact label={t('details.registrationNumber')}>{vehicle.registrationNumber}</Fact>
          <Fact label={t('details.vin')}>{vehicle.vin}</Fact>
          <Fact label={t('details.fuelType')}>{t(`fuel.${vehicle.fuelType}`)}</Fact>
          <Fact label={t('details.colour')}>{vehicle.colour}</Fact>
          <Fact label={t('details.firstRegistration')}>{formatDate(vehicle.firstRegistrationDate, locale, { dateStyle: 'long' })}</Fact>
          <Fact label={t('details.predictedMileage')}>
            {t('details.perYear', { distance: formatDistance(vehicle.predictedMileage, locale) })}
          </Fact>
          {vehicle.warrantyEndDate && (
            <Fact label={t('details.warrantyEnd')}>{formatDate(vehicle.warrantyEndDate, locale, { dateStyle: 'long' })}</Fact>
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
