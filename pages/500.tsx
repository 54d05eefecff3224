import { getErrorPageProps } from '@/lib/page/error-page-props';
import { ServerErrorScreen } from '@/screens/server-error-screen';

export const getStaticProps = getErrorPageProps;

export default ServerErrorScreen;
