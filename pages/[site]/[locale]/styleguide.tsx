import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { StyleguideScreen } from '@/screens/styleguide-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('styleguide');

export default StyleguideScreen;
