import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { SignupScreen } from '@/screens/signup-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('signup');

export default SignupScreen;
