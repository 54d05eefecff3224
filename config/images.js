// @ts-check
// Image optimiser settings (docs/product.md#constants). Kept in one place; next.config.js and the
// components that size images read them from here.
const DEFAULT_IMAGE_QUALITY = 75;

const imageConfig = {
  deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
  imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
  // next/image uses 75 when a component gives no quality; allowing only this one keeps it so.
  qualities: [DEFAULT_IMAGE_QUALITY],
  formats: /** @type {Array<'image/webp'>} */ (['image/webp']),
};

module.exports = { imageConfig, DEFAULT_IMAGE_QUALITY };
