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

/** Where the mock backend serves the demo data's pictures (api-client/mocks/images.ts). */
const MOCK_IMAGE_PATHNAME = '/__mock/images/**';

/**
 * Remote images next/image may optimise: the sites load their own pictures from public/, so in
 * production there is none; in dev, demo and tests (API_URL_OVERRIDE points every site at the
 * mock backend) the mock's origin, and only its picture folder. The mock listens on loopback,
 * which Next refuses to fetch from unless told, so that is allowed for exactly this case.
 * @param {string | undefined} apiUrlOverride
 * @returns {{ remotePatterns: import('next/dist/shared/lib/image-config').RemotePattern[], dangerouslyAllowLocalIP?: boolean }}
 */
function remoteImages(apiUrlOverride) {
  if (!apiUrlOverride) return { remotePatterns: [] };
  const origin = new URL(apiUrlOverride.replaceAll('{site}', 'site'));
  const protocol = /** @type {'http' | 'https'} */ (origin.protocol.replace(':', ''));
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(origin.hostname);
  return {
    remotePatterns: [{ protocol, hostname: origin.hostname, port: origin.port, pathname: MOCK_IMAGE_PATHNAME, search: '' }],
    ...(loopback ? { dangerouslyAllowLocalIP: true } : {}),
  };
}

module.exports = { imageConfig, remoteImages, DEFAULT_IMAGE_QUALITY };
