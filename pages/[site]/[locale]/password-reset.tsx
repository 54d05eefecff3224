import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { IntroScreen } from '@/screens/intro-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('passwordReset');

export default function PasswordResetPage() {
  return <IntroScreen route="passwordReset" intro="login:intro" />;
}
