import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { PasswordResetScreen } from '@/screens/password-reset-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('passwordReset');

export default PasswordResetScreen;
