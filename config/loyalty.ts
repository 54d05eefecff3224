/**
 * Sizes and timings of the Points tab, the service invoices and the parts catalogue
 * (docs/product.md#constants: the spec leaves them open, these are ours).
 */

/** Rows per page of earned points and of redemptions. */
export const POINTS_PAGE_SIZE = 5;
/** The chart of points per month and the period's spent points read every entry in pages of this many (the API's largest). */
export const POINTS_CHART_PAGE_SIZE = 100;
/** Rows per page of invoice items. */
export const INVOICES_PAGE_SIZE = 5;
/** How long the parts search waits after the last keystroke before it asks. */
export const PARTS_SEARCH_DEBOUNCE_MS = 300;
