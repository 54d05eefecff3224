import { Suspense } from 'react';
import { useLoyaltyAccount } from '@/api-client/loyalty/loyalty-hooks';
import { PointsOutline } from '@/features/loyalty/points-outline';
import { RewardsTabs } from '@/features/loyalty/rewards-tabs';
import { usePointsUrl } from '@/features/loyalty/use-points-url';
import { RewardsView } from '@/features/rewards/rewards-view';
import { ScreenHeading } from '@/components/shell/screen-heading';
import { lazyWhenOnline } from '@/lib/offline/lazy-when-online';

// The Points tab's code is fetched when the tab opens, so the rewards route's first load stays as it was.
// React.lazy rather than next/dynamic: next/dynamic announces the loaded code through a store, which
// React renders at once and in one piece (the tab's whole first render, one long task on a phone);
// a Suspense boundary's retry is rendered in slices, so the page stays responsive as the tab draws.
const PointsView = lazyWhenOnline(() => import('@/features/loyalty/points-view'), (module) => module.default);
// While it comes, the tab's first drawing (the static page's too on the tab's address: pages/[site]/[locale]/rewards.tsx).
const POINTS_OUTLINE = <PointsOutline />;

/** The Points tab's first call (the balance), asked for beside the tab's code rather than after it has come. */
function PointsAccountCall() {
  useLoyaltyAccount();
  return null;
}

/** Rewards (docs/product.md#routes: reward, fordele, Erbjudande): the site's reward groups, or one reward; and the Points tab. */
export function RewardsScreen() {
  const { state, navigate } = usePointsUrl();
  const points = state?.view === 'points';
  return (
    <>
      <ScreenHeading route="rewards" />
      <RewardsTabs points={points} range={state?.range} />
      {points && <PointsAccountCall />}
      {state && points ? (
        <Suspense fallback={POINTS_OUTLINE}>
          <PointsView range={state.range} onRangeChange={(range) => navigate({ view: 'points', range }, 'replace')} />
        </Suspense>
      ) : (
        <RewardsView />
      )}
    </>
  );
}
