import { COUNT_HINT_KEYS } from '@/config/boot';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { PORTAL_LOGIN_PLATFORM, REWARD_PUBLICATION_TYPES } from '@/config/api';
import { HOME_HIGHLIGHTED_REWARDS, HOME_HIGHLIGHTS_PAGE_SIZE } from '@/config/home';
import { useHighlights } from '@/api-client/publications/publications-hooks';
import { readCountHint, useStoreCountHint, type CountHint } from '@/lib/boot/count-hint';
import { formatDate } from '@/lib/format';
import { rewardLinkSearch } from '@/lib/routing/screen-links';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { useSite } from '@/lib/site-context';
import { SectionCard } from '@/components/ui/section-card';
import { EmptyStateOnDemand as EmptyState, ErrorStateOnDemand as ErrorState } from '@/components/ui/states-on-demand';
import { TileDetail, TileLink, TileOutlines, Tiles, TileText, TileTitle } from './tiles';

/** How many highlighted rewards home showed last time (lib/boot/count-hint.ts): the tiles outlined while they load. */
const HIGHLIGHTS_HINT: CountHint = { key: COUNT_HINT_KEYS.homeHighlights, fallback: HOME_HIGHLIGHTED_REWARDS, min: 1, max: HOME_HIGHLIGHTED_REWARDS };

/**
 * Two or three highlighted rewards for this owner, from the site's rewards settings: the group
 * marked isHighlight (forYou when neither is), each linking to that reward on the rewards page.
 * They come from the backend's own list of highlights (getHighlights, in the order the brand gives
 * them) rather than the general list filtered by IsHighlight; that list has no type or partner
 * filter, so news and (where the group leaves them out) partners' offers are left out here, from a
 * page large enough to still fill the tiles (docs/product.md#backend-calls).
 */
export function HighlightedRewards() {
  const { t } = useTranslation('home');
  const { site, locale } = useSite();
  const href = useRouteHref();
  const group = [site.rewards.forYou, site.rewards.forVehicle].find((candidate) => candidate.isHighlight) ?? site.rewards.forYou;
  // The vehicle group has a tab of its own only on sites with hasVehicleTab (features/rewards/reward-groups.ts):
  // the reward opens in its group's tab, where the back link then returns.
  const vehicleTab = group === site.rewards.forVehicle && site.hasVehicleTab;
  const rewards = useHighlights(
    { Category: group.category, LoginPlatform: PORTAL_LOGIN_PLATFORM, PageSize: HOME_HIGHLIGHTS_PAGE_SIZE },
    {
      select: (page) => ({
        ...page,
        data: page.data
          .filter((item) => (REWARD_PUBLICATION_TYPES as readonly string[]).includes(item.publicationType) && (group.includeExternal || !item.isExternal))
          .slice(0, HOME_HIGHLIGHTED_REWARDS),
      }),
    },
  );
  // Read once, on the client (signed-in sections never render on the server).
  const [outlines] = useState(() => readCountHint(HIGHLIGHTS_HINT, site.id));
  useStoreCountHint(HIGHLIGHTS_HINT, site.id, rewards.data?.data.length);

  return (
    <SectionCard title={t('summary.rewards.title')} busy={rewards.isPending} drawnWhenNear flat link={<Link href={href('rewards')}>{t('summary.rewards.all')}</Link>}>
      {rewards.isPending ? (
        <TileOutlines count={outlines} label={t('summary.rewards.loading')} detail="last" />
      ) : rewards.data === undefined ? (
        // Only when nothing is shown yet: a failed refetch keeps the tiles on screen.
        <ErrorState message={t('summary.rewards.error')} onRetry={() => void rewards.refetch()} retrying={rewards.isFetching} />
      ) : rewards.data.data.length === 0 ? (
        <EmptyState title={t('summary.rewards.emptyTitle')} description={t('summary.rewards.emptyBody')} />
      ) : (
        <Tiles>
          {rewards.data.data.map((reward) => (
            <li key={reward.id}>
              <TileLink href={`${href('rewards')}${rewardLinkSearch(reward.id, vehicleTab)}`}>
                <TileTitle>{reward.title}</TileTitle>
                <TileText>{reward.summary}</TileText>
                {/* The medium date ("30. sep. 2027") fits a tile's one line of detail three tiles to a row. */}
                <TileDetail>{reward.validTo && t('summary.rewards.validTo', { date: formatDate(reward.validTo, locale, { dateStyle: 'medium' }) })}</TileDetail>
              </TileLink>
            </li>
          ))}
        </Tiles>
      )}
    </SectionCard>
  );
}
