/** Constants of the dealer finder (docs/product.md#constants: the spec leaves them open, these are ours). */

/** Dealers per page of results. */
export const DEALER_PAGE_SIZE = 10;
/**
 * Where "open in maps" points: a plain link the owner's device hands to its map app (no map tiles
 * or scripts are loaded by the portal). {query} is the URL-encoded address.
 */
export const MAP_LINK_TEMPLATE = 'https://www.google.com/maps/search/?api=1&query={query}';
/**
 * Where "directions" points (features/dealer/directions.ts), by the owner's device: its own maps
 * app, asked for a route to the dealer's coordinates. {lat}, {lng} are the dealer's position,
 * {label} its name and address (URL-encoded).
 * - apple: iPhone, iPad and Mac, whose Maps app opens maps.apple.com links (daddr: the destination).
 * - android: a geo: URI, which Android hands to the map app the owner chose (Google Maps, Waze, ...).
 * - web: anything else; Google Maps' directions URL, which opens its app where one is installed.
 */
export const DIRECTIONS_LINK_TEMPLATES = {
  apple: 'https://maps.apple.com/?daddr={lat},{lng}&q={label}',
  android: 'geo:{lat},{lng}?q={lat},{lng}({label})',
  web: 'https://www.google.com/maps/dir/?api=1&destination={lat},{lng}',
} as const;
/** How long the browser may look for a position before the owner is told it could not. */
export const GEOLOCATION_TIMEOUT_MS = 15_000;
