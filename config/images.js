// @ts-check
// Image optimiser settings from spec §9. Kept in one place; next.config.js and the
// components that size images read them from here.
const imageConfig = {
  deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
  imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
  qualities: [75],
  formats: /** @type {Array<'image/webp'>} */ (['image/webp']),
};

const DEFAULT_IMAGE_QUALITY = 75;

module.exports = { imageConfig, DEFAULT_IMAGE_QUALITY };
