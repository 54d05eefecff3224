import dynamic from 'next/dynamic';
import styled from 'styled-components';
import { ScreenHeading } from '@/components/shell/screen-heading';
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
`;

/** The owner's vehicles: each with its details and actions, a way to add another, their service invoices and the parts catalogue. */
export function VehiclesScreen() {
  const [openId, setOpenId] = useOpenVehicle();
  return (
    <Page>
      <ScreenHeading route="vehicles" spaced={false} />
      <VehicleList openId={openId} onOpenChange={setOpenId} />
      <AddVehicle onAdded={setOpenId} />
      <InvoicesSection />
      <PartsCatalogue />
    </Page>
  );
}
