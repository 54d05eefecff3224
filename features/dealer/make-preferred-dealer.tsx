import { useTranslation } from 'react-i18next';
import type { RetailerSite, RetailerSiteType } from '@/api-client/retailers/retailers-api';
import { useSetPreferredRetailerSite } from '@/api-client/retailers/retailers-hooks';
import { failureKey } from '@/api-client/core/api-error';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast/use-toast';

interface MakePreferredDealerProps {
  site: Pick<RetailerSite, 'retailerSiteId' | 'name'>;
  type: RetailerSiteType;
  /**
   * Told the type as the choice is sent, and null if it fails: once the profile says the dealer is
   * the owner's for it, this button is gone, and the card moves focus to its heading.
   */
  onChoosing?: (type: RetailerSiteType | null) => void;
}

/**
 * Makes this dealer the owner's preferred one for a type (PUT preferred-retailer-sites/{type}/{id}).
 * The profile query is refreshed by the hook, so the dealer page and home show the change at once.
 */
export function MakePreferredDealer({ site, type, onChoosing }: MakePreferredDealerProps) {
  const { t } = useTranslation('dealer');
  const toast = useToast();
  const setPreferred = useSetPreferredRetailerSite();

  async function onClick() {
    if (setPreferred.isPending) return;
    onChoosing?.(type);
    try {
      await setPreferred.mutateAsync({ type, retailerSiteId: site.retailerSiteId });
      toast.success(t(`preferred.saved.${type}`, { name: site.name }));
    } catch (failure) {
      onChoosing?.(null);
      toast.error(t(failureKey(failure, 'preferred.failed'), { name: site.name }));
    }
  }

  return (
    <Button variant="secondary" size="small" onClick={() => void onClick()} loading={setPreferred.isPending}>
      {t(`preferred.make.${type}`)}
    </Button>
  );
}
