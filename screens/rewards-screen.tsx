import dynamic from 'next/dynamic';
import { useTranslation } from 'react-i18next';
import { useLoyaltyAccount } from '@/api-client/loyalty/loyalty-hooks';
import { LinkTabList } from '@/components/ui/link-tab-list';
import { Skeleton } from '@/components/ui/skeleton';
import { usePointsUrl } from '@/features/loyalty/use-points-url';
import { RewardsView } from '@/features/rewards/rewards-view';
import { ScreenHeading } from '@/components/shell/screen-heading';

// The Points tab's code is fetched when the tab opens, so the rewards route's first load stays as it was.
const PointsView = dynamic(() => import('@/features/loyalty/points-view'), { loading: () => <Skeleton height="30rem" /> });

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
      {state && points ? <PointsView range={state.range} onRangeChange={(range) => navigate({ view: 'points', range }, 'replace')} /> : <RewardsView />}
    </>
  );
}
