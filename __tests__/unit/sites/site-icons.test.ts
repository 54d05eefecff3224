/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HOME_SCREEN_ICON_SIZES } from '@/config/icons';
import { sites } from '@/config/site-registry';
import { appleTouchIcon, homeScreenIconPath, imageType, manifestIcons, webAppManifest } from '@/lib/site-meta';
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

      it('lists in its manifest icons that exist, with their real type and size, 192 and 512 pixels among them', () => {
        const icons = webAppManifest(site).icons;
        for (const icon of icons) {
          const bytes = publicFile(icon.src);
          expect(icon.type).toBe(sniffType(bytes));
          if (icon.sizes !== 'any') {
            const [width, height] = icon.sizes.split('x').map(Number);
            expect(imageSize(icon.src, bytes)).toMatchObject({ width, height });
          } else {
            expect(icon.type).toBe('image/svg+xml');
          }
        }
        expect(icons.filter((icon) => icon.type === 'image/png').map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
      });

      it('gives phones a 180-pixel PNG apple-touch-icon', () => {
        const icon = appleTouchIcon(site);
        expect(icon).toEqual({ href: homeScreenIconPath(site, 180), sizes: '180x180', type: 'image/png' });
        expect(imageSize(icon.href, publicFile(icon.href))).toEqual({ width: 180, height: 180, format: 'png' });
      });
    });
  }
});
