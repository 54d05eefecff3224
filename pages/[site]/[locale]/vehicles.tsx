import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { IntroScreen } from '@/screens/intro-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('vehicles');

export default function VehiclesPage() {
  return <IntroScreen route="vehicles" intro="vehicle:intro" />;
}
