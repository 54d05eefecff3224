import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Heading } from '@/components/ui/heading';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { useSite } from '@/lib/site-context';
import { REWARD_GROUPS, rewardLayout } from './reward-groups';
import { RewardGroup } from './reward-group';
import type { GroupFilters, RewardGroupKey, RewardsUrlState } from './rewards-url';
import { useRewardsUrl } from './use-rewards-url';
import { lazyWhenOnline } from '@/lib/offline/lazy-when-online';

// One reward (with claiming it) loads when one is opened, so the rewards route's first load stays
// small (docs/performance.md#loaded-when-shown); signed-in pages are only ever drawn in the browser.
const RewardDetail = lazyWhenOnline(() => import('./reward-detail'), (module) => module.RewardDetail);

const Section = styled.section`
  margin-top: 2rem;
`;

/**
 * The rewards page after its title: the site's two groups (as tabs when the site has a vehicle
 * tab, else one after the other), or the reward whose id is in the URL.
 */
export function RewardsView() {
  const { t } = useTranslation('rewards');
  const { site } = useSite();
  const { state, hrefOf, navigate } = useRewardsUrl();

  if (!state) return <Skeleton height="20rem" />;

  if (state.reward) {
    return (
      <Suspense fallback={<Skeleton height="20rem" />}>
        <RewardDetail rewardId={state.reward} backHref={hrefOf({ ...state, reward: undefined })} />
      </Suspense>
    );
  }

  const group = (key: RewardGroupKey, cardHeadingLevel: 2 | 3, first: boolean) => (
    <RewardGroup
      group={key}
      settings={site.rewards[key]}
      filters={state.filters[key]}
      onFiltersChange={(filters: GroupFilters) => navigate({ ...state, filters: { ...state.filters, [key]: filters } }, 'replace')}
      rewardHref={(reward) => hrefOf({ ...state, reward } satisfies RewardsUrlState)}
      cardHeadingLevel={cardHeadingLevel}
      first={first}
    />
  );

  if (rewardLayout(site) === 'tabs') {
    return (
      <Tabs
        label={t('groups.label')}
        value={state.tab}
        onChange={(tab) => navigate({ ...state, tab: tab as RewardGroupKey })}
        items={REWARD_GROUPS.map((key) => ({ id: key, label: t(`groups.${key}`), content: group(key, 2, true) }))}
      />
    );
  }

  return (
    <>
      {REWARD_GROUPS.map((key) => (
        <Section key={key} aria-labelledby={`rewards-${key}`}>
          <Heading level={2} id={`rewards-${key}`}>
            {t(`groups.${key}`)}
          </Heading>
          {group(key, 3, key === REWARD_GROUPS[0])}
        </Section>
      ))}
    </>
  );
}
