import { getNotFoundProps, getSitePaths } from '@/lib/page/static-props';
import { SiteNotFoundScreen } from '@/screens/site-error-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = getNotFoundProps;

export default SiteNotFoundScreen;
