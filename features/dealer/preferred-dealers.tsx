import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@/api-client/profile/profile-hooks';
import { useRetailerSite } from '@/api-client/retailers/retailers-hooks';
import { readCountHint, useStoreCountHint } from '@/lib/boot/count-hint';
import { useSite } from '@/lib/site-context';
import { ErrorState } from '@/components/ui/error-state';
import { Heading } from '@/components/ui/heading';
import { StackList } from '@/components/ui/plain-list';
import { DealerCard, DealerCardOutline } from './dealer-card';
import { PREFERRED_DEALERS_HINT, preferredFor, preferredIds } from './preferred-for';

function PreferredDealer({ retailerSiteId }: { retailerSiteId: string }) {
  const { t } = useTranslation('dealer');
  const profile = useProfile();
  const dealer = useRetailerSite({ retailerSiteId });
  if (dealer.isPending) return <DealerCardOutline label={t('preferred.loading')} />;
  if (dealer.isError && dealer.data === undefined) {
    return (
      <li>
        <ErrorState message={t('preferred.error')} onRetry={() => void dealer.refetch()} retrying={dealer.isFetching} />
      </li>
    );
  }
  return <DealerCard site={dealer.data} preferredFor={preferredFor(profile.data, retailerSiteId)} choose="details" />;
}

/**
 * The owner's own dealers, first on the dealer page; nothing when none is chosen yet. While the
 * profile loads, as many outlines as the owner had last time (PREFERRED_DEALERS_HINT), so the
 * finder below does not move when they come.
 */
export function PreferredDealers() {
  const { t } = useTranslation('dealer');
  const { site } = useSite();
  const headingId = useId();
  const profile = useProfile();
  // Read once, on the client (signed-in sections never render on the server).
  const [outlines] = useState(() => readCountHint(PREFERRED_DEALERS_HINT, site.id));
  const ids = preferredIds(profile.data);
  useStoreCountHint(PREFERRED_DEALERS_HINT, site.id, profile.data ? ids.length : undefined);
  const count = profile.isPending ? outlines : ids.length;
  if (count === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {t('preferred.title')}
      </Heading>
      <StackList>
        {profile.isPending
          ? Array.from({ length: outlines }, (_, index) => (
              <DealerCardOutline key={index} label={index === 0 ? t('preferred.loading') : undefined} />
            ))
          : ids.map((id) => <PreferredDealer key={id} retailerSiteId={id} />)}
      </StackList>
    </section>
  );
}
