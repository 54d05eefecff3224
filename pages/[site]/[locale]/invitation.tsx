import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { InvitationScreen } from '@/screens/invitation-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('invitation');

export default InvitationScreen;
