import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { UnsubscribeScreen } from '@/screens/unsubscribe-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('unsubscribe');

export default UnsubscribeScreen;
