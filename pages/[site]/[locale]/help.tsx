import { ScreenShell } from '@/components/shell/screen-heading';
import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { HelpScreen } from '@/screens/help-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('help');

export default function HelpPage() {
  return <HelpScreen />;
}

// Its heading in its frame until the page opens, and its static page (features/auth/route-guard.tsx).
HelpPage.shell = <ScreenShell route="help" />;
