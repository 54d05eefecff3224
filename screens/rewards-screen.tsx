import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoyaltyAccount } from '@/api-client/loyalty/loyalty-hooks';
import { LinkTabList } from '@/components/ui/link-tab-list';
import { Skeleton } from '@/components/ui/skeleton';
import { usePointsUrl } from '@/features/loyalty/use-points-url';
import { RewardsView } from '@/features/rewards/rewards-view';
import { ScreenHeading } from '@/components/shell/screen-heading';
import { lazyWhenOnline } from '@/lib/offline/lazy-when-online';

// The Points tab's code is fetched when the tab opens, so the rewards route's first load stays as it was.
// React.lazy rather than next/dynamic: next/dynamic announces the loaded code through a store, which
// React renders at once and in one piece (the tab's whole first render, one long task on a phone);
// a Suspense boundary's retry is rendered in slices, so the page stays responsive as the tab draws.
const PointsView = lazyWhenOnline(() => import('@/features/loyalty/points-view'), (module) => module.default);
const POINTS_OUTLINE = <Skeleton height="30rem" />;

/** The Points tab's first call (the balance), asked for beside the tab's code rather than after it has come. */
function PointsAccountCall() {
  useLoyaltyAccount();
  return null;
}

/** Rewards (docs/product.md#routes: reward, fordele, Erbjudande): the site's reward groups, or one reward; and the Points tab. */
export function RewardsScreen() {
  const { t } = useTranslation('loyalty');
  const { state, hrefOf, navigate } = usePointsUrl();
  const points = state?.view === 'points';
  return (
    <>
      <ScreenHeading route="rewards" />
      <LinkTabList
        label={t('tabs.label')}
        items={[
          { href: hrefOf({ view: 'rewards', range: { preset: 'last-3-months' } }), label: t('tabs.rewards'), current: !points },
          { href: hrefOf({ view: 'points', range: state?.range ?? { preset: 'last-3-months' } }), label: t('tabs.points'), current: points },
        ]}
      />
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
