// @ts-check
const { imageConfig } = require('./config/images.js');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Locales are not configured here on purpose: Next's i18n routing cannot serve two
  // brands in one language. proxy.ts maps host -> site -> locale and rewrites into
  // pages/[site]/[locale]/..., see lib/routing.
  compiler: {
    styledComponents: true,
  },
  images: imageConfig,
};

module.exports = nextConfig;
