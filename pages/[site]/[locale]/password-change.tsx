import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { PasswordChangeScreen } from '@/screens/password-change-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('passwordChange');

export default PasswordChangeScreen;
