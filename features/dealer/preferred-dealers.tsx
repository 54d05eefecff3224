import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useProfile } from '@/api-client/profile/profile-hooks';
import { useRetailerSite } from '@/api-client/retailers/retailers-hooks';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Heading } from '@/components/ui/heading';
import { Skeleton } from '@/components/ui/skeleton';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { DealerCard } from './dealer-card';
import { preferredFor, preferredIds } from './preferred-for';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
`;

/** About a dealer card's height, so the finder below does not jump when the dealer arrives. */
const LoadingCard = styled(Card)`
  min-height: 12.5rem;
`;

function PreferredDealer({ retailerSiteId }: { retailerSiteId: string }) {
  const { t } = useTranslation('dealer');
  const profile = useProfile();
  const dealer = useRetailerSite({ retailerSiteId });
  if (dealer.isPending) {
    return (
      <LoadingCard forwardedAs="li" aria-busy="true">
        <VisuallyHidden role="status">{t('preferred.loading')}</VisuallyHidden>
        <Skeleton width="45%" height="1.4rem" />
        <Skeleton width="70%" />
      </LoadingCard>
    );
  }
  if (dealer.isError) {
    return (
      <li>
        <ErrorState message={t('preferred.error')} onRetry={() => void dealer.refetch()} retrying={dealer.isFetching} />
      </li>
    );
  }
  return <DealerCard site={dealer.data} preferredFor={preferredFor(profile.data, retailerSiteId)} />;
}

/** The owner's own dealers, first on the dealer page; nothing when none is chosen yet. */
export function PreferredDealers() {
  const { t } = useTranslation('dealer');
  const headingId = useId();
  const profile = useProfile();
  const ids = preferredIds(profile.data);
  if (ids.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {t('preferred.title')}
      </Heading>
      <List>
        {ids.map((id) => (
          <PreferredDealer key={id} retailerSiteId={id} />
        ))}
      </List>
    </section>
  );
}
