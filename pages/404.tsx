import { getErrorPageProps } from '@/lib/page/error-page-props';
import { NotFoundScreen } from '@/screens/not-found-screen';

export const getStaticProps = getErrorPageProps;

export default NotFoundScreen;
