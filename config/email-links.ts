/**
 * The e-mail links' constants (docs/product.md#e-mail-landing-pages, #e-mail-campaigns), in one place.
 */

/**
 * The query parameter of a campaign e-mail's link: the highlight (publication) the campaign is
 * about. Any page of the portal can be a campaign link's target; arriving with it records the
 * e-mail campaign audit once (components/shell/campaign-arrival.tsx). It is no personal data, so
 * analytics may keep it in page_location.
 */
export const EMAIL_CAMPAIGN_PARAM = 'ecid';

/**
 * The query parameter of the landing pages' links (unsubscribe, invitation) that names the
 * recipient's customer id: `/afmeld?customer=<uuid>`. The pages are static, one per site and
 * language, so the id cannot be a path segment.
 */
export const LINK_CUSTOMER_PARAM = 'customer';

/** What the campaign audit call says of an arrival: from an e-mail, by a click on its link. */
export const EMAIL_CAMPAIGN_AUDIT = { source: 'email', type: 'click' } as const;

/**
 * Where a tab remembers the campaigns it has recorded (sessionStorage, one entry per highlight id):
 * a reload of the same link in the same tab records nothing again; a new tab is a new arrival.
 */
export const EMAIL_CAMPAIGN_RECORDED_KEY = 'email-campaign-recorded';
