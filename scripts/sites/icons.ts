/**
 * The PNG icons of every site (config/icons.ts): its home-screen icons, made from its app icon
 * (`smartBannerIcon`, usually an SVG), and the PNG its pages name as their icon when its `favicon`
 * is an SVG, made with sharp, the image library Next's optimiser uses: `npm run sites:icons` writes
 * them, `npm run sites:new` for a new brand, and `npm run sites:check` draws them again in memory
 * to say when one is missing, of the wrong size or older than the picture it is drawn from.
 * Home-screen icons are drawn on the site theme's background (iOS fills a transparent
 * apple-touch-icon's corners with black); the favicon keeps its transparency, as a tab shows it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { FAVICON_PNG_SIZE, HOME_SCREEN_ICON_SIZES, IMAGE_TYPES } from '@/config/icons';
import type { SiteConfig } from '@/config/site-schema';
import { faviconPngPath, homeScreenIconPath, imageType } from '@/lib/site-meta';
import type { IconKind } from './checks';
import { imageSize } from './image-size';

export type IconSource = Pick<SiteConfig, 'smartBannerIcon' | 'favicon' | 'theme'>;

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * One icon drawn from a picture's bytes: a square PNG of `size` pixels, on `background`, or
 * transparent where the picture is when there is none.
 */
export async function drawIcon(source: Uint8Array, sourcePath: string, size: number, background?: string): Promise<Buffer> {
  const drawn = imageSize(sourcePath, source);
  // An SVG is drawn at 72 dpi, one pixel per unit: the density makes it `size` wide before resizing, so it stays sharp.
  const density = drawn?.format === 'svg' ? Math.min(2400, Math.max(72, (72 * size) / drawn.width)) : undefined;
  const resized = sharp(Buffer.from(source), density ? { density } : {}).resize(size, size, { fit: 'contain', background: background ?? TRANSPARENT });
  return (background ? resized.flatten({ background }) : resized).png().toBuffer();
}

export interface IconFile {
  kind: IconKind;
  /** /brands/aurora/app-icon-180.png */
  publicPath: string;
  size: number;
  /** The picture it is drawn from: the app icon, or the favicon. */
  source: string;
  /** What it is drawn on (the theme's background), undefined for transparent. */
  background?: string;
}

/** Every PNG icon a site's pages and manifest name: the home-screen icons, and the favicon's PNG when the favicon is an SVG. */
export function drawnIconFiles(site: IconSource): IconFile[] {
  const background = site.theme.colors.background;
  const homeScreen = HOME_SCREEN_ICON_SIZES.map((size) => ({ kind: 'homeScreen' as const, publicPath: homeScreenIconPath(site, size), size, source: site.smartBannerIcon, background }));
  if (imageType(site.favicon) !== IMAGE_TYPES.svg) return homeScreen;
  return [...homeScreen, { kind: 'favicon', publicPath: faviconPngPath(site), size: FAVICON_PNG_SIZE, source: site.favicon }];
}

/** Which sites share their icons (a brand's sites do): the same app icon and favicon. */
export function iconKey(site: IconSource): string {
  return `${site.smartBannerIcon} ${site.favicon}`;
}

/** Every distinct pair of app icon and favicon of the sites, with the background of the first site that uses it. */
function iconSources(sites: readonly IconSource[]): IconSource[] {
  const seen = new Map<string, IconSource>();
  for (const site of sites) if (!seen.has(iconKey(site))) seen.set(iconKey(site), site);
  return [...seen.values()];
}

/** Writes the drawn icons of every site (home-screen icons, the favicon's PNG) into public/; returns the files written. */
export async function writeDrawnIcons(root: string, sites: readonly IconSource[]): Promise<string[]> {
  const written: string[] = [];
  for (const site of iconSources(sites)) {
    for (const icon of drawnIconFiles(site)) {
      const sourceFile = path.join(root, 'public', icon.source);
      if (!existsSync(sourceFile)) throw new Error(`The picture public${icon.source} does not exist`);
      const drawn = await drawIcon(readFileSync(sourceFile), icon.source, icon.size, icon.background);
      writeFileSync(path.join(root, 'public', icon.publicPath), drawn);
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
