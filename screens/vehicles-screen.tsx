import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AddVehicle } from '@/features/vehicles/add-vehicle';
import { useOpenVehicle } from '@/features/vehicles/use-open-vehicle';
import { VehicleList } from '@/features/vehicles/vehicle-list';

const Page = styled.div`
  display: grid;
  gap: 2rem;

  h1:focus {
    outline: none;
  }
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The owner's vehicles: each with its details and actions, and a way to add another. */
export function VehiclesScreen() {
  const { t } = useTranslation('vehicle');
  const [openId, setOpenId] = useOpenVehicle();
  return (
    <Page>
      <div>
        <h1 tabIndex={-1}>{t('common:pageTitle.vehicles')}</h1>
        <Intro>{t('intro')}</Intro>
      </div>
      <VehicleList openId={openId} onOpenChange={setOpenId} />
      <AddVehicle onAdded={setOpenId} />
    </Page>
  );
}
