/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LINK_PREFETCH_MARGIN_PX } from '@/config/layout';
import { DEFAULT_IMAGE_QUALITY } from '@/config/images.js';
import { CompileHintsPlugin } from '@/lib/build/compile-hints-plugin.js';
import nextConfig from '@/next.config.js';

describe('next.config', () => {
  it('uses the image optimiser settings of docs/product.md#constants', () => {
    expect(nextConfig.images?.deviceSizes).toEqual([640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
    expect(nextConfig.images?.imageSizes).toEqual([16, 32, 48, 64, 96, 128, 256, 384]);
    expect(nextConfig.images?.qualities).toEqual([75]);
    expect(DEFAULT_IMAGE_QUALITY).toBe(75);
  });

  it('relies on Next’s Link prefetching at the 200 px margin of docs/product.md#constants', () => {
    expect(LINK_PREFETCH_MARGIN_PX).toBe(200);
    const link = readFileSync(require.resolve('next/dist/client/link.js'), 'utf8');
    expect(link).toContain(`rootMargin: '${LINK_PREFETCH_MARGIN_PX}px'`);
  });

  it('does not use Next’s i18n routing (it cannot serve two brands in one language)', () => {
    expect(nextConfig).not.toHaveProperty('i18n');
  });

  it('renders styled-components on the server, with readable class names only while developing', () => {
    // Jest runs with NODE_ENV=test: not a production build.
    expect(nextConfig.compiler?.styledComponents).toEqual({ displayName: true });
    jest.isolateModules(() => {
      const previous = process.env.NODE_ENV;
      Object.assign(process.env, { NODE_ENV: 'production' });
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const production = require('../../../next.config.js') as typeof nextConfig;
        // Server rendering stays on (the default): only the names go.
        expect(production.compiler?.styledComponents).toEqual({ displayName: false });
      } finally {
        Object.assign(process.env, { NODE_ENV: previous });
      }
    });
  });

  describe('the browser scripts of a production build, in few files (docs/performance.md#few-scripts)', () => {
    type ChunkFilter = (chunk: { name?: string | null }) => boolean;
    type Group = { test: RegExp; name: string; chunks?: ChunkFilter; enforce: boolean };
    type Config = { optimization: { splitChunks: { chunks: ChunkFilter; cacheGroups: Record<string, Group | false | object> } } };
    // Next's client rule (node_modules/next/dist/build/webpack-config.js): its polyfills, client and _app keep their modules.
    const nextsChunks: ChunkFilter = (chunk) => !/^(polyfills|main|pages\/_app)$/.test(chunk.name ?? '');
    const nextsGroups = (): Config => ({
      optimization: {
        splitChunks: { chunks: nextsChunks, cacheGroups: { default: {}, defaultVendors: {}, framework: { name: 'framework' }, lib: { name: 'lib' } } },
      },
    });
    const configured = (options: { isServer: boolean; dev: boolean }): Config => {
      const config = nextsGroups();
      const webpack = nextConfig.webpack as unknown as (config: Config, options: { isServer: boolean; dev: boolean }) => Config;
      return webpack(config, options);
    };

    it('has no shared default or vendors chunks, and keeps Next’s framework and lib groups', () => {
      const { cacheGroups } = configured({ isServer: false, dev: false }).optimization.splitChunks;
      expect(cacheGroups.default).toBe(false);
      expect(cacheGroups.defaultVendors).toBe(false);
      expect(cacheGroups.framework).toEqual({ name: 'framework' });
      expect(cacheGroups.lib).toEqual({ name: 'lib' });
    });

    it('puts Next’s link and image code in one chunk of its own, outside Next’s client and _app', () => {
      const { splitChunks } = configured({ isServer: false, dev: false }).optimization;
      const group = splitChunks.cacheGroups.nextParts as Group;
      expect(group).toMatchObject({ name: 'next-parts', enforce: true });
      // The group's own filter, or the one it inherits from Next.
      const chunks = group.chunks ?? splitChunks.chunks;
      expect(group.test.test(require.resolve('next/dist/client/link.js'))).toBe(true);
      expect(group.test.test(require.resolve('next/dist/client/image-component.js'))).toBe(true);
      expect(group.test.test(require.resolve('next/dist/shared/lib/image-config.js'))).toBe(true);
      expect(group.test.test(path.join(process.cwd(), 'node_modules', 'axios', 'index.js'))).toBe(false);
      expect(group.test.test(path.join(process.cwd(), 'layouts', 'site-frame.tsx'))).toBe(false);
      for (const kept of ['main', 'pages/_app', 'polyfills']) expect(chunks({ name: kept })).toBe(false);
      for (const split of ['pages/[site]/[locale]/rewards', 'site-frame', null]) expect(chunks({ name: split })).toBe(true);
    });

    it('leaves the server build and `next dev` as Next makes them, and tells `next dev` Turbopack needs nothing', () => {
      for (const options of [{ isServer: true, dev: false }, { isServer: false, dev: true }]) {
        expect(configured(options)).toEqual(nextsGroups());
      }
      expect(nextConfig.turbopack).toEqual({});
    });
  });

  it('puts V8’s compile hint on the browser scripts of a production build, and nowhere else (docs/performance.md#compile-hints)', () => {
    type Config = { plugins?: unknown[] };
    const webpack = nextConfig.webpack as unknown as (config: Config, options: { isServer: boolean; dev: boolean }) => Config;
    const nextsPlugin = { apply: () => undefined };
    const plugins = (options: { isServer: boolean; dev: boolean }) => webpack({ plugins: [nextsPlugin] }, options).plugins;
    const client = plugins({ isServer: false, dev: false });
    expect(client).toHaveLength(2);
    expect(client?.[0]).toBe(nextsPlugin);
    expect(client?.[1]).toBeInstanceOf(CompileHintsPlugin);
    // The server's build (Node and edge) and `next dev` keep Next's plugins as they are.
    expect(plugins({ isServer: true, dev: false })).toEqual([nextsPlugin]);
    expect(plugins({ isServer: false, dev: true })).toEqual([nextsPlugin]);
  });
});
