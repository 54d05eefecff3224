/**
 * The PNG home-screen icons of every site (config/icons.ts), made from its app icon
 * (`smartBannerIcon`, usually an SVG) with sharp, the image library Next's optimiser uses:
 * `npm run sites:icons` writes them, `npm run sites:new` for a new brand, and `npm run sites:check`
 * draws them again in memory to say when one is missing, of the wrong size or older than its app
 * icon. Drawn on the site theme's background: iOS fills a transparent apple-touch-icon's corners
 * with black.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { HOME_SCREEN_ICON_SIZES, type HomeScreenIconSize } from '@/config/icons';
import type { SiteConfig } from '@/config/site-schema';
import { homeScreenIconPath } from '@/lib/site-meta';
import { imageSize } from './image-size';

export type IconSource = Pick<SiteConfig, 'smartBannerIcon' | 'theme'>;

/** One home-screen icon drawn from the app icon's bytes: a square PNG of `size` pixels. */
export async function drawHomeScreenIcon(source: Uint8Array, sourcePath: string, size: HomeScreenIconSize, background: string): Promise<Buffer> {
  const drawn = imageSize(sourcePath, source);
  // An SVG is drawn at 72 dpi, one pixel per unit: the density makes it `size` wide before resizing, so it stays sharp.
  const density = drawn?.format === 'svg' ? Math.min(2400, Math.max(72, (72 * size) / drawn.width)) : undefined;
  return sharp(Buffer.from(source), density ? { density } : {})
    .resize(size, size, { fit: 'contain', background })
    .flatten({ background })
    .png()
    .toBuffer();
}

export interface IconFile {
  /** /brands/aurora/app-icon-180.png */
  publicPath: string;
  size: HomeScreenIconSize;
}

export function homeScreenIconFiles(site: Pick<SiteConfig, 'smartBannerIcon'>): IconFile[] {
  return HOME_SCREEN_ICON_SIZES.map((size) => ({ publicPath: homeScreenIconPath(site, size), size }));
}

/** Every distinct app icon of the sites, with the background of the first site that uses it. */
function iconSources(sites: readonly IconSource[]): IconSource[] {
  const seen = new Map<string, IconSource>();
  for (const site of sites) if (!seen.has(site.smartBannerIcon)) seen.set(site.smartBannerIcon, site);
  return [...seen.values()];
}

/** Writes the home-screen icons of every site into public/; returns the files written. */
export async function writeHomeScreenIcons(root: string, sites: readonly IconSource[]): Promise<string[]> {
  const written: string[] = [];
  for (const site of iconSources(sites)) {
    const sourceFile = path.join(root, 'public', site.smartBannerIcon);
    if (!existsSync(sourceFile)) throw new Error(`The app icon public${site.smartBannerIcon} does not exist`);
    const source = readFileSync(sourceFile);
    for (const icon of homeScreenIconFiles(site)) {
      writeFileSync(path.join(root, 'public', icon.publicPath), await drawHomeScreenIcon(source, site.smartBannerIcon, icon.size, site.theme.colors.background));
      written.push(`public${icon.publicPath}`);
    }
  }
  return written;
}

/**
 * Whether two PNGs show the same picture: the same size, and no pixel channel more than a few
 * levels apart (another build of the SVG renderer may round an edge differently).
 */
export async function samePicture(a: Uint8Array, b: Uint8Array, tolerance = 8): Promise<boolean> {
  const [left, right] = await Promise.all([a, b].map((bytes) => sharp(Buffer.from(bytes)).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
  if (left!.info.width !== right!.info.width || left!.info.height !== right!.info.height) return false;
  const x = left!.data;
  const y = right!.data;
  for (let index = 0; index < x.length; index += 1) if (Math.abs(x[index]! - y[index]!) > tolerance) return false;
  return true;
}
