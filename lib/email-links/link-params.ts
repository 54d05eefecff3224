import { EMAIL_CAMPAIGN_PARAM, LINK_CUSTOMER_PARAM } from '@/config/email-links';

type QueryValue = string | string[] | null | undefined;

function first(value: QueryValue): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

/** A customer id as the contract gives it (a UUID, api-client/openapi.yaml `customerIdPath`). */
const CUSTOMER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The customer id of a landing page's link, or null when the link has none or one the backend
 * could not take (not a UUID: a cut-off or mangled link): the page then says the link is unknown
 * without asking the backend.
 */
export function linkCustomerId(value: QueryValue): string | null {
  const id = first(value);
  return id !== undefined && CUSTOMER_ID.test(id) ? id.toLowerCase() : null;
}

/** A highlight id as campaign links carry it: letters, digits, `-` and `_`, at most 64 characters. */
const HIGHLIGHT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function campaignHighlightId(value: QueryValue): string | null {
  const id = first(value);
  return id !== undefined && HIGHLIGHT_ID.test(id) ? id : null;
}

export interface CampaignArrival {
  /** The campaign's highlight (the `ecid` parameter). */
  highlightId: string;
  /** The recipient, when the link names one (the landing pages' `customer` parameter). */
  customerId: string | null;
}

/**
 * What a page's address says of a campaign arrival (its query string, with or without `?`), or
 * null when it is none: no `ecid`, or one that is not a highlight id.
 */
export function parseCampaignArrival(search: string): CampaignArrival | null {
  const params = new URLSearchParams(search);
  const highlightId = campaignHighlightId(params.get(EMAIL_CAMPAIGN_PARAM));
  if (!highlightId) return null;
  return { highlightId, customerId: linkCustomerId(params.get(LINK_CUSTOMER_PARAM)) };
}
