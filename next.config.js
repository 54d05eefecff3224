// @ts-check
const { imageConfig, remoteImages } = require('./config/images.js');
const { staticSecurityHeaders } = require('./config/security-static.js');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // The end-to-end stack builds into its own folder (scripts/stack.ts) so it never clobbers `npm run dev`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The end-to-end stack's build skips Next's own type check: `npm test` has just run `tsc`
  // (npm run typecheck) over the same code, and the check took 15-25 s of the build (scripts/stack.ts).
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_BUILD_TYPECHECK === '1' },
  // Source maps of the browser's scripts, to read a profile of a production build (README, "Performance").
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCE_MAPS === '1',
  // Locales are not configured here on purpose: Next's i18n routing cannot serve two
  // brands in one language. proxy.ts maps host -> site -> locale and rewrites into
  // pages/[site]/[locale]/..., see lib/routing.
  compiler: {
    // Readable class names (file__Component-sc-hash) while developing; in a production build only
    // the stable component id: the names were some 2 kB gzip of every page's first load.
    styledComponents: { displayName: process.env.NODE_ENV !== 'production' },
  },
  images: { ...imageConfig, ...remoteImages(process.env.API_URL_OVERRIDE) },
  // Several instances share one page cache through Redis when REDIS_URL is set (read when
  // `next start` starts, so one build serves both ways): a page regenerated on one instance is
  // served by all. No per-instance memory copy then, or an instance would keep serving its own
  // older copy. Unset: Next's default per-instance cache. See lib/cache/redis-cache-handler.js.
  ...(process.env.REDIS_URL
    ? { cacheHandler: require.resolve('./lib/cache/redis-cache-handler.js'), cacheMaxMemorySize: 0 }
    : {}),
  // The API override this build's pages were generated with, for the start-up check in
  // instrumentation.ts (a production server on a mock API refuses to start, config/env.ts).
  env: { BUILT_API_URL_OVERRIDE: process.env.API_URL_OVERRIDE || '' },
  // Security headers of static files only; pages and API routes get theirs from proxy.ts (issue 19).
  headers: staticSecurityHeaders,
};

module.exports = nextConfig;
