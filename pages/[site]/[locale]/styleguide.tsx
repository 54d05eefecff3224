import { getLocalOnlySitePaths, makeStaticProps } from '@/lib/page/static-props';
import { StyleguideScreen } from '@/screens/styleguide-screen';

// Only in a build for the local stack (config/routes.ts, localOnly).
export const getStaticPaths = getLocalOnlySitePaths;
export const getStaticProps = makeStaticProps('styleguide');

export default StyleguideScreen;
