import { Suspense } from 'react';
import { EMAIL_CAMPAIGN_PARAM } from '@/config/email-links';
import { Nothing } from '@/lib/offline/import-when-online';
import { lazyWhenOnline } from '@/lib/offline/lazy-when-online';

/**
 * The address the visitor arrived at, read once as the app's code first runs: before the route
 * guard sends a signed-out visitor elsewhere or a page tidies its query, and never again on a
 * route change. Only whether it carries a campaign is kept here; the rest is the lazy part's.
 */
const arrival = typeof window === 'undefined' ? '' : window.location.search;
const fromCampaign = new RegExp(`[?&]${EMAIL_CAMPAIGN_PARAM}=`).test(arrival);

// Its own chunk, loaded only when the arrival carries a campaign (docs/product.md#e-mail-campaigns),
// and asked for again once back online if the arrival was offline (lib/offline/lazy-when-online.ts).
const CampaignAudit = lazyWhenOnline(() => import('./campaign-audit'), (m) => m.CampaignAudit, Nothing);

/** Records an arrival from a campaign e-mail (mounted after the page has loaded, see pages/_app.tsx). */
export function CampaignArrival() {
  if (!fromCampaign) return null;
  return (
    <Suspense>
      <CampaignAudit arrival={arrival} />
    </Suspense>
  );
}
