/** Constants of the dealer finder (docs/product.md#constants: the spec leaves them open, these are ours). */

/** Dealers per page of results. */
export const DEALER_PAGE_SIZE = 10;
/**
 * Where "open in maps" points: a plain link the owner's device hands to its map app (no map tiles
 * or scripts are loaded by the portal). {query} is the URL-encoded address.
 */
export const MAP_LINK_TEMPLATE = 'https://www.google.com/maps/search/?api=1&query={query}';
/** How long the browser may look for a position before the owner is told it could not. */
export const GEOLOCATION_TIMEOUT_MS = 15_000;
