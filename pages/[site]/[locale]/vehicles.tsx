import { ScreenShell } from '@/components/shell/screen-heading';
import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { VehiclesScreen } from '@/screens/vehicles-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('vehicles');

export default function VehiclesPage() {
  return <VehiclesScreen />;
}

// Its heading in its frame until the page opens, and its static page (features/auth/route-guard.tsx).
VehiclesPage.shell = <ScreenShell route="vehicles" />;
