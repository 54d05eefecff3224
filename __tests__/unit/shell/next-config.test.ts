/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { LINK_PREFETCH_MARGIN_PX } from '@/config/layout';
import { DEFAULT_IMAGE_QUALITY } from '@/config/images.js';
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
});
