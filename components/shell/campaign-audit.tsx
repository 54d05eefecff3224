import { useEffect, useMemo, useState } from 'react';
import { isApiError } from '@/api-client/core/api-error';
import { useProfile } from '@/api-client/profile/profile-hooks';
import { useAuditEmailCampaignHighlight } from '@/api-client/publications/publications-hooks';
import { EMAIL_CAMPAIGN_AUDIT } from '@/config/email-links';
import { useSignedInMarker } from '@/features/auth/use-user-status';
import { parseCampaignArrival } from '@/lib/email-links/link-params';
import { forgetCampaignRecorded, markCampaignRecorded, wasCampaignRecorded } from '@/lib/email-links/recorded-campaigns';

/**
 * Records an arrival from a campaign e-mail with the e-mail campaign audit call, once
 * (docs/product.md#e-mail-campaigns): not again on a reload of the link in the same tab
 * (sessionStorage, from just before the call is sent), nor on a route change (this stays mounted and its query is never refetched).
 * The call needs the recipient's customer id: the link's own (`customer`, on the landing pages'
 * links), else the signed-in owner's. A signed-out visitor sent to login records it once signed
 * in, in the same tab; one who never signs in on a page without the id cannot be recorded.
 */
export function CampaignAudit({ arrival }: { arrival: string }) {
  const campaign = useMemo(() => parseCampaignArrival(arrival), [arrival]);
  const [alreadyRecorded] = useState(() => campaign === null || wasCampaignRecorded(campaign.highlightId));
  const signedIn = useSignedInMarker();
  const needsOwner = campaign !== null && campaign.customerId === null && !alreadyRecorded;
  const profile = useProfile({ enabled: needsOwner && signedIn === true });
  const customerId = campaign?.customerId ?? (signedIn ? profile.data?.customerId : undefined) ?? null;
  const due = campaign !== null && customerId !== null && !alreadyRecorded;
  // Kept as recorded from just before the call goes out: a reload while it is on its way must not
  // send it again. The call starts as the part renders, and a render in the background may commit,
  // and run its effects, a while after that; so the tab is marked first and the call enabled after.
  const [marked, setMarked] = useState(false);
  useEffect(() => {
    if (!due || marked) return;
    markCampaignRecorded(campaign.highlightId);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the mark must be written before the call may start
    setMarked(true);
  }, [due, marked, campaign]);
  const audit = useAuditEmailCampaignHighlight(
    {
      HighlightId: campaign?.highlightId ?? '',
      CustomerId: customerId ?? '',
      Source: EMAIL_CAMPAIGN_AUDIT.source,
      Type: EMAIL_CAMPAIGN_AUDIT.type,
    },
    { enabled: due && marked },
  );

  // Recorded, or refused for good (a 4xx: an unknown highlight or customer), it stays so for this
  // tab. An outage (after the query's own retries) is forgotten again and left for the next arrival.
  const refused = audit.isError && isApiError(audit.error) && audit.error.status >= 400 && audit.error.status < 500;
  const outage = audit.isError && !refused;
  useEffect(() => {
    if (campaign && outage) forgetCampaignRecorded(campaign.highlightId);
  }, [outage, campaign]);
  return null;
}
