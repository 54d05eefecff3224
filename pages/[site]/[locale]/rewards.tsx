import { ScreenShell } from '@/components/shell/screen-heading';
import { ConsentAgainCodeInPage } from '@/layouts/site-frame';
import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { RewardsScreen } from '@/screens/rewards-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('rewards');

export default function RewardsPage() {
  return <RewardsScreen />;
}

// Its heading in its frame until the page opens, and its static page (features/auth/route-guard.tsx),
// which also lists the consent-again prompt's code: the Points tab's largest paint where it shows.
RewardsPage.shell = (
  <ScreenShell route="rewards" picture>
    <ConsentAgainCodeInPage />
  </ScreenShell>
);
