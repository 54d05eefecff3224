import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { LoginScreen } from '@/screens/login-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('login');

export default LoginScreen;
