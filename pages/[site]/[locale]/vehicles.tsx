import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { VehiclesScreen } from '@/screens/vehicles-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('vehicles');

export default function VehiclesPage() {
  return <VehiclesScreen />;
}
