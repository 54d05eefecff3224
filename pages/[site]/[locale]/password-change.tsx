import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { IntroScreen } from '@/screens/intro-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('passwordChange');

export default function PasswordChangePage() {
  return <IntroScreen route="passwordChange" intro="login:intro" />;
}
