import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { ActivationScreen } from '@/screens/activation-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('activation');

export default ActivationScreen;
