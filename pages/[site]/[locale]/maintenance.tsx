import { getMaintenancePaths, getMaintenanceProps } from '@/lib/page/static-props';
import { MaintenanceScreen } from '@/screens/maintenance-screen';

export const getStaticPaths = getMaintenancePaths;
export const getStaticProps = getMaintenanceProps;

export default MaintenanceScreen;
