import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { VehiclesScreen, VehiclesShell } from '@/screens/vehicles-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('vehicles');

export default function VehiclesPage() {
  return <VehiclesScreen />;
}

// Its heading and the first car's outline in its frame until the page opens, and its static page
// (features/auth/route-guard.tsx).
VehiclesPage.shell = <VehiclesShell />;
