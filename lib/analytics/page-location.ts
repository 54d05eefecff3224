import { CAMPAIGN_PARAM_PREFIX, CAMPAIGN_PARAMS } from '@/config/analytics';
import { RETURN_PARAM } from '@/lib/routing/return-path';

/** What stands in the path for a segment that looks like an id or an e-mail address. */
export const PAGE_LOCATION_ID_MARKER = ':id';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/** Six digits or more in a row: a customer, order or phone number, never a word of a portal path. */
const LONG_NUMBER = /\d{6,}/;

/** Whether a (decoded) value may name a person or one of their things: an e-mail address or a UUID (the backend's ids). */
function looksPersonal(value: string): boolean {
  return value.includes('@') || UUID.test(value);
}

/** A path segment: the portal's paths are words, so a long number is someone's too. */
function segmentLooksPersonal(segment: string): boolean {
  return looksPersonal(segment) || LONG_NUMBER.test(segment);
}

function isCampaignParam(name: string): boolean {
  const lower = name.toLowerCase();
  return (lower.startsWith(CAMPAIGN_PARAM_PREFIX) && lower.length > CAMPAIGN_PARAM_PREFIX.length) || CAMPAIGN_PARAMS.includes(lower);
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The address analytics is told a screen has (GA4's page_location, docs/product.md#analytics): the
 * real address, so a marketer sees which link brought the owner, and nothing that can name the owner.
 * - Kept as they were: the campaign parameters (`utm_*`, Google's click ids, the e-mail campaign's
 *   EMAIL_CAMPAIGN_PARAM), also those of a return address (`?next=`: a campaign link opened signed
 *   out is counted from the login page on), unless a name or value looks like an e-mail or a UUID.
 * - Left out: every other parameter (reward=, article=, customerId=, email=, a token, a filter, the
 *   return address itself), the fragment, and any user name or password.
 * - A path segment that looks personal (or holds a long number) becomes PAGE_LOCATION_ID_MARKER.
 * An address that cannot be read gives ''.
 */
export function pageLocation(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return '';
  }
  const path = url.pathname
    .split('/')
    .map((segment) => (segmentLooksPersonal(decoded(segment)) ? PAGE_LOCATION_ID_MARKER : segment))
    .join('/');
  const kept = new URLSearchParams();
  const keep = (params: URLSearchParams) => {
    for (const [name, value] of params) {
      if (isCampaignParam(name) && !kept.has(name) && !looksPersonal(name) && !looksPersonal(value)) kept.append(name, value);
    }
  };
  keep(url.searchParams);
  // A campaign link to a page for signed-in owners, opened signed out, lands on login with the
  // link as its return address (docs/product.md#deep-links): the campaign is the login's too, so
  // the visit is counted for it from its first screen.
  const returnPath = url.searchParams.get(RETURN_PARAM);
  if (returnPath?.startsWith('/') && !returnPath.startsWith('//')) {
    try {
      const target = new URL(returnPath, url.origin);
      if (target.origin === url.origin) keep(target.searchParams);
    } catch {
      // Not an address: nothing to keep from it.
    }
  }
  const query = kept.toString();
  return `${url.origin}${path}${query ? `?${query}` : ''}`;
}
