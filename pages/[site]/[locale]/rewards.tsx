import { ScreenShell } from '@/components/shell/screen-heading';
import { POINTS_VIEW } from '@/features/loyalty/loyalty-url';
import { PointsOutline } from '@/features/loyalty/points-outline';
import { RewardsTabs } from '@/features/loyalty/rewards-tabs';
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
// On the Points tab's address (marked by the head, screens/rewards.boot.ts) the static page draws
// the tab as the screen first draws it: its tabs and outline, whose shop introduction is the tab's
// largest text.
RewardsPage.shell = (
  <ScreenShell
    route="rewards"
    picture
    view={{
      name: POINTS_VIEW,
      outline: (
        <>
          <RewardsTabs points />
          <PointsOutline />
        </>
      ),
    }}
  >
    <ConsentAgainCodeInPage />
  </ScreenShell>
);
