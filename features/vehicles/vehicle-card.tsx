import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Vehicle } from '@/api-client/vehicles/vehicles-api';
import { media } from '@/config/layout';
import { formatDate, formatDistance } from '@/lib/format';
import { useSite } from '@/lib/site-context';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Heading } from '@/components/ui/heading';
import { ChevronIcon } from '@/components/ui/icons/chevron-icon';
import { EditVehicle } from './edit-vehicle';
import { RemoveVehicle } from './remove-vehicle';
import { RoadsideAssistance } from './roadside-assistance';
import { UpdateMileage } from './update-mileage';
import { UpdatePredictedMileage } from './update-predicted-mileage';
import { VehicleHistory } from './vehicle-history';
import { VehicleImage } from './vehicle-image';
import { vehicleName } from './vehicle-name';

const Summary = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 14rem) 1fr;
  gap: 1.5rem;
  align-items: center;

  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: 1rem;
  }
`;

const Meta = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: 0.75rem 1.5rem;
  margin: 0 0 1rem;

  dt {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Panel = styled.div`
  display: grid;
  gap: 2rem;
  margin-top: 1.5rem;
  padding-top: 1.5rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Forms = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: 1.5rem;
`;

const Toggle = styled(Button)`
  svg {
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

/** One of the owner's vehicles: what it is at a glance, and when open its details and everything the owner can do with it. */
export function VehicleCard({ vehicle, open, onToggle }: { vehicle: Vehicle; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('vehicle');
  const { locale } = useSite();
  const panelId = useId();
  const headingId = `vehicle-${vehicle.vehicleId}-name`;
  const name = vehicleName(vehicle);

  return (
    <Card as="li" id={`vehicle-${vehicle.vehicleId}`} aria-labelledby={headingId}>
      <Summary>
        <VehicleImage src={vehicle.imageUrl} sizes="(max-width: 700px) 100vw, 14rem" />
        <div>
          <Heading level={2} id={headingId}>
            {name}
          </Heading>
          <Meta>
            {vehicle.nickname ? `${vehicle.brand} ${vehicle.model} · ` : ''}
            {t('card.modelYear', { year: vehicle.modelYear })} · {vehicle.registrationNumber}
          </Meta>
          <Facts>
            <div>
              <dt>{t('details.mileage')}</dt>
              <dd>{formatDistance(vehicle.mileage, locale)}</dd>
            </div>
            {vehicle.nextServiceDate && (
              <div>
                <dt>{t('details.nextService')}</dt>
                <dd>{formatDate(vehicle.nextServiceDate, locale, { dateStyle: 'long' })}</dd>
              </div>
            )}
          </Facts>
          <Toggle variant="secondary" size="small" aria-expanded={open} aria-controls={panelId} onClick={onToggle} icon={<ChevronIcon size={16} />}>
            {open ? t('card.hideDetails') : t('card.showDetails')}
          </Toggle>
        </div>
      </Summary>
      <Panel id={panelId} hidden={!open}>
        {open && (
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
        )}
      </Panel>
    </Card>
  );
}
