import { useTranslation } from 'react-i18next';
import { LinkTabList } from '@/components/ui/link-tab-list';
import type { DateRangeChoice } from '@/lib/date-range-choice';
import { usePointsHref } from './use-points-url';

const DEFAULT_RANGE: DateRangeChoice = { preset: 'last-3-months' };

/**
 * The rewards page's two tabs, Rewards and Points, as links (each a shareable address, as
 * use-points-url.ts writes it). The Points tab's link keeps the period shown (`range`; the default
 * one in the static page's outline, which has not read the address's query).
 */
export function RewardsTabs({ points, range = DEFAULT_RANGE }: { points: boolean; range?: DateRangeChoice }) {
  const { t } = useTranslation('loyalty');
  const href = usePointsHref();
  return (
    <LinkTabList
      label={t('tabs.label')}
      items={[
        { href: href({ view: 'rewards', range: DEFAULT_RANGE }), label: t('tabs.rewards'), current: !points },
        { href: href({ view: 'points', range }), label: t('tabs.points'), current: points },
      ]}
    />
  );
}
