/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FAVICON_PNG_SIZE, HOME_SCREEN_ICON_SIZES } from '@/config/icons';
import { sites } from '@/config/site-registry';
import { appleTouchIcon, faviconLink, faviconPngPath, homeScreenIconPath, imageType, manifestIcons, webAppManifest } from '@/lib/site-meta';
import { imageSize } from '@/scripts/sites/image-size';

const publicFile = (publicPath: string) => readFileSync(path.join(__dirname, '..', '..', '..', 'public', publicPath));

/** What a file really is, from its first bytes, whatever its name says. */
function sniffType(bytes: Buffer): string {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.subarray(0, 4).equals(Buffer.from([0x00, 0x00, 0x01, 0x00]))) return 'image/x-icon';
  if (/^\s*(<\?xml[^>]*>\s*)?<svg\b/i.test(bytes.subarray(0, 200).toString('utf8'))) return 'image/svg+xml';
  return 'unknown';
}

describe('icon types and sizes', () => {
  it('types each picture by what it is: SVG, PNG, ICO, JPEG, WebP', () => {
    expect(imageType('/brands/a/favicon.svg')).toBe('image/svg+xml');
    expect(imageType('/brands/a/favicon.png')).toBe('image/png');
    expect(imageType('/brands/a/favicon.ico')).toBe('image/x-icon');
    expect(imageType('/brands/a/icon.JPG')).toBe('image/jpeg');
    expect(imageType('/brands/a/icon.webp')).toBe('image/webp');
    expect(() => imageType('/brands/a/icon.gif')).toThrow();
  });

  it('gives a site with a PNG or ICO favicon and a PNG app icon their own types, not SVG', () => {
    const site = { ...sites[0]!, favicon: '/brands/x/favicon.ico', smartBannerIcon: '/brands/x/app-icon.png' };
    expect(imageType(site.favicon)).toBe('image/x-icon');
    expect(faviconLink(site)).toEqual({ href: '/brands/x/favicon.ico', type: 'image/x-icon' });
    expect(faviconLink({ favicon: '/brands/x/favicon.png' })).toEqual({ href: '/brands/x/favicon.png', type: 'image/png' });
    expect(manifestIcons(site)).toEqual([
      { src: '/brands/x/app-icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/brands/x/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    ]);
  });

  for (const site of sites) {
    describe(site.id, () => {
      it('types its favicon and app icon as the files are', () => {
        expect(imageType(site.favicon)).toBe(sniffType(publicFile(site.favicon)));
        expect(imageType(site.smartBannerIcon)).toBe(sniffType(publicFile(site.smartBannerIcon)));
      });

      it('has a PNG home-screen icon of every size phones use, square, and as large as its name says', () => {
        for (const size of HOME_SCREEN_ICON_SIZES) {
          const file = homeScreenIconPath(site, size);
          const bytes = publicFile(file);
          expect(sniffType(bytes)).toBe('image/png');
          expect(imageSize(file, bytes)).toEqual({ width: size, height: size, format: 'png' });
        }
      });

      it('lists in its manifest only PNG icons that exist, with their real size, 192 and 512 pixels', () => {
        // Never the SVG app icon: Chrome chose an "any"-sized SVG for the icon it fetches with every
        // page and drew it on the page's main thread (lib/site-meta.ts, manifestIcons).
        const icons = webAppManifest(site).icons;
        for (const icon of icons) {
          const bytes = publicFile(icon.src);
          expect(icon.type).toBe(sniffType(bytes));
          const [width, height] = icon.sizes.split('x').map(Number);
          expect(imageSize(icon.src, bytes)).toEqual({ width, height, format: 'png' });
        }
        expect(icons.map((icon) => [icon.type, icon.sizes])).toEqual([
          ['image/png', '192x192'],
          ['image/png', '512x512'],
        ]);
      });

      it('names as its pages\' icon the PNG drawn from its SVG favicon, square and 48 pixels, not the SVG', () => {
        expect(imageType(site.favicon)).toBe('image/svg+xml');
        const link = faviconLink(site);
        expect(link).toEqual({ href: faviconPngPath(site), sizes: '48x48', type: 'image/png' });
        expect(link.href).toBe(site.favicon.replace(/\.svg$/, `-${FAVICON_PNG_SIZE}.png`));
        const bytes = publicFile(link.href);
        expect(sniffType(bytes)).toBe('image/png');
        expect(imageSize(link.href, bytes)).toEqual({ width: FAVICON_PNG_SIZE, height: FAVICON_PNG_SIZE, format: 'png' });
      });

      it('gives phones a 180-pixel PNG apple-touch-icon', () => {
        const icon = appleTouchIcon(site);
        expect(icon).toEqual({ href: homeScreenIconPath(site, 180), sizes: '180x180', type: 'image/png' });
        expect(imageSize(icon.href, publicFile(icon.href))).toEqual({ width: 180, height: 180, format: 'png' });
      });
    });
  }
});
