import dynamic from 'next/dynamic';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Skeleton } from '@/components/ui/skeleton';
import { AddVehicle } from '@/features/vehicles/add-vehicle';
import { useOpenVehicle } from '@/features/vehicles/use-open-vehicle';
import { VehicleList } from '@/features/vehicles/vehicle-list';

// Below the owner's cars and fetched after them, so the vehicles route's first load stays as it was.
const InvoicesSection = dynamic(() => import('@/features/invoices/invoices-section'), { loading: () => <Skeleton height="24rem" /> });
const PartsCatalogue = dynamic(() => import('@/features/parts/parts-catalogue'), { loading: () => <Skeleton height="24rem" /> });

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

/** The owner's vehicles: each with its details and actions, a way to add another, their service invoices and the parts catalogue. */
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
      <InvoicesSection />
      <PartsCatalogue />
    </Page>
  );
}
