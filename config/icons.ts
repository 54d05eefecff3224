/**
 * The PNG icons each site has for phones' home screens (docs/product.md#icons), made from its app
 * icon (`smartBannerIcon`) by `npm run sites:icons` and checked by `npm run sites:check`.
 * 180: iOS's apple-touch-icon; 192 and 512: the web app manifest's (Android's launcher and splash).
 */
export const APPLE_TOUCH_ICON_SIZE = 180;
export const MANIFEST_ICON_SIZES = [192, 512] as const;
export const HOME_SCREEN_ICON_SIZES = [APPLE_TOUCH_ICON_SIZE, ...MANIFEST_ICON_SIZES] as const;
export type HomeScreenIconSize = (typeof HOME_SCREEN_ICON_SIZES)[number];

/**
 * The PNG a site's pages name as their icon when its `favicon` is an SVG, drawn from it by
 * `npm run sites:icons` beside it (/brands/aurora/favicon.svg -> /brands/aurora/favicon-48.png).
 * Not the SVG itself: Chrome draws an SVG icon in a document of its own on the page's main thread,
 * in the middle of the page's start (5-27 ms unthrottled per load in the traces of
 * docs/performance-log.md), where a PNG is only decoded. 48 pixels: a tab's 16 and 32 at any
 * screen density, and the size search engines ask for.
 */
export const FAVICON_PNG_SIZE = 48;

/** The MIME type of each picture format a site file may name (config/site-schema.ts, publicAsset). */
export const IMAGE_TYPES = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  ico: 'image/x-icon',
} as const;
