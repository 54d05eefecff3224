// @ts-check
const { imageConfig, remoteImagesOfSites } = require('./config/images.js');
const { staticSecurityHeaders } = require('./config/security-static.js');
const { CompileHintsPlugin } = require('./lib/build/compile-hints-plugin.js');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // The end-to-end stack builds into its own folder (scripts/stack.ts) so it never clobbers `npm run dev`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The end-to-end stack's build skips Next's own type check: `npm test` has just run `tsc`
  // (npm run typecheck) over the same code, and the check took 15-25 s of the build (scripts/stack.ts).
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_BUILD_TYPECHECK === '1' },
  // Source maps of the browser's scripts, to read a profile of a production build (docs/performance.md#profiles).
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCE_MAPS === '1',
  // Locales are not configured here on purpose: Next's i18n routing cannot serve two
  // brands in one language. proxy.ts maps host -> site -> locale and rewrites into
  // pages/[site]/[locale]/..., see lib/routing.
  compiler: {
    // Readable class names (file__Component-sc-hash) while developing; in a production build only
    // the stable component id: the names were some 2 kB gzip of every page's first load.
    styledComponents: { displayName: process.env.NODE_ENV !== 'production' },
  },
  // Remote pictures: the https hosts the site files name, nothing else (config/images.js).
  images: { ...imageConfig, ...remoteImagesOfSites(process.env) },
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
  // The browser's scripts in few files (docs/performance.md#few-scripts): a phone asks a host
  // for six at a time over HTTP/1.1, each with a round trip of its own before its first byte, so a
  // page's start took longer with every small shared chunk webpack split off. Next's own groups
  // stay (React in `framework`, very large libraries in their own file); a page's code, and a lazy
  // part's, libraries included, is one file each. Next's client code that they use beyond its main
  // script (link, image) is one file of its own rather than a copy in each; like every group, it
  // takes nothing from Next's client or `_app` (Next's `splitChunks.chunks`, which it inherits).
  // The same browser scripts carry V8's compile hint on their first line, so Chrome compiles them
  // off the main thread (lib/build/compile-hints-plugin.js, docs/performance.md#compile-hints).
  // Production builds only; `next dev` (Turbopack) does not read this.
  webpack(config, { isServer, dev }) {
    if (isServer || dev) return config;
    const splitChunks = config.optimization?.splitChunks;
    if (splitChunks && splitChunks.cacheGroups) {
      splitChunks.cacheGroups.default = false;
      splitChunks.cacheGroups.defaultVendors = false;
      splitChunks.cacheGroups.nextParts = {
        test: /[\\/]node_modules[\\/]next[\\/]dist[\\/](client|shared)[\\/]/,
        name: 'next-parts',
        priority: 20,
        enforce: true,
      };
    }
    config.plugins = [...(config.plugins ?? []), new CompileHintsPlugin()];
    return config;
  },
  // `next dev` builds with Turbopack and needs no configuration of it; said here, as Next asks of a
  // project that configures webpack, or `next dev` stops at start.
  turbopack: {},
};

module.exports = nextConfig;
