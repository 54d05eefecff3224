/**
 * The PNG icons each site has for phones' home screens (docs/product.md#icons), made from its app
 * icon (`smartBannerIcon`) by `npm run sites:icons` and checked by `npm run sites:check`.
 * 180: iOS's apple-touch-icon; 192 and 512: the web app manifest's (Android's launcher and splash).
 */
export const APPLE_TOUCH_ICON_SIZE = 180;
export const MANIFEST_ICON_SIZES = [192, 512] as const;
export const HOME_SCREEN_ICON_SIZES = [APPLE_TOUCH_ICON_SIZE, ...MANIFEST_ICON_SIZES] as const;
export type HomeScreenIconSize = (typeof HOME_SCREEN_ICON_SIZES)[number];

/** The MIME type of each picture format a site file may name (config/site-schema.ts, publicAsset). */
export const IMAGE_TYPES = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  ico: 'image/x-icon',
} as const;
