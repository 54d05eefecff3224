import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { HOME_HIGHLIGHTED_REWARDS } from '@/config/home';
import { usePublications } from '@/api-client/publications/publications-hooks';
import { formatDate } from '@/lib/format';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { useSite } from '@/lib/site-context';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SectionCard, SectionSkeleton } from '@/components/ui/section-card';

export const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: 1rem;

  a {
    display: grid;
    gap: 0.25rem;
    height: 100%;
    padding: 0.875rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    color: inherit;
    text-decoration: none;
  }
  a:hover strong {
    text-decoration: underline;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * Two or three highlighted rewards for this owner, from the site's rewards settings: the group
 * marked isHighlight (forYou when neither is), linking to the rewards page.
 */
export function HighlightedRewards() {
  const { t } = useTranslation('home');
  const { site, locale } = useSite();
  const href = useRouteHref();
  const group = [site.rewards.forYou, site.rewards.forVehicle].find((candidate) => candidate.isHighlight) ?? site.rewards.forYou;
  const rewards = usePublications({
    Category: group.category,
    IsHighlight: true,
    IncludeExternal: group.includeExternal,
    LoginPlatform: 'web',
    PageSize: HOME_HIGHLIGHTED_REWARDS,
  });

  return (
    <SectionCard title={t('summary.rewards.title')} busy={rewards.isPending} link={<Link href={href('rewards')}>{t('summary.rewards.all')}</Link>}>
      {rewards.isPending ? (
        <SectionSkeleton label={t('summary.rewards.loading')} />
      ) : rewards.isError ? (
        <ErrorState message={t('summary.rewards.error')} onRetry={() => void rewards.refetch()} retrying={rewards.isFetching} />
      ) : rewards.data.data.length === 0 ? (
        <EmptyState title={t('summary.rewards.emptyTitle')} description={t('summary.rewards.emptyBody')} />
      ) : (
        <Tiles>
          {rewards.data.data.slice(0, HOME_HIGHLIGHTED_REWARDS).map((reward) => (
            <li key={reward.id}>
              <Link href={href('rewards')}>
                <strong>{reward.title}</strong>
                <span>{reward.summary}</span>
                {reward.validTo && <span>{t('summary.rewards.validTo', { date: formatDate(reward.validTo, locale, { dateStyle: 'long' }) })}</span>}
              </Link>
            </li>
          ))}
        </Tiles>
      )}
    </SectionCard>
  );
}
