import { ScreenShell } from '@/components/shell/screen-heading';
import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { DealerScreen } from '@/screens/dealer-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('dealer');

export default function DealerPage() {
  return <DealerScreen />;
}

// Its heading in its frame until the page opens, and its static page (features/auth/route-guard.tsx).
DealerPage.shell = <ScreenShell route="dealer" />;
