/**
 * Reads what `sites:check` checks from a project folder: the site files (imported, as the app
 * does), the translations, the sites:new stub lists and the files under public/.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BRANDS, MARKETS, type BrandId, type MarketId } from '@/api-client/mocks/seed/markets';
import { seedRewardCategories } from '@/api-client/mocks/seed/publications';
import type { SiteConfig } from '@/config/site-schema';
import { readLocales } from '@/lib/i18n/translation-keys';
import { siteConfigSchema } from '@/config/site-schema';
import { UNTRANSLATED_FILE, type CheckInput, type DrawnIconState, type RewardCategoryLookup, type SiteFileInput } from './checks';
import { drawIcon, drawnIconFiles, iconKey, samePicture, writeDrawnIcons } from './icons';
import { imageSize } from './image-size';


export function siteFileNames(root: string): string[] {
  const dir = path.join(root, 'config', 'sites');
  return readdirSync(dir)
    .filter((name) => /^[a-z0-9-]+\.ts$/.test(name))
    .sort();
}

/** Imports every config/sites/*.ts of the project; a file that does not even load becomes a config that fails the schema. */
export async function loadSiteFiles(root: string): Promise<SiteFileInput[]> {
  const files: SiteFileInput[] = [];
  for (const name of siteFileNames(root)) {
    const file = `config/sites/${name}`;
    try {
      const loaded = (await import(pathToFileURL(path.join(root, file)).href)) as { default?: { default?: unknown } | unknown };
      const exported = loaded.default as { default?: unknown; __esModule?: boolean } | undefined;
      const text = readFileSync(path.join(root, file), 'utf8');
      files.push({ file, text, config: exported && typeof exported === 'object' && 'default' in exported ? exported.default : exported });
    } catch (error) {
      files.push({ file, config: undefined, loadError: error instanceof Error ? error.message.split('\n')[0] : String(error) });
    }
  }
  return files;
}

export function readUntranslatedStubs(localesDir: string): Record<string, string[]> {
  const stubs: Record<string, string[]> = {};
  for (const language of readdirSync(localesDir)) {
    const file = path.join(localesDir, language, UNTRANSLATED_FILE);
    if (!existsSync(file)) continue;
    stubs[language] = readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
  }
  return stubs;
}

export function publicFileReader(root: string): CheckInput['readPublicFile'] {
  const publicDir = path.resolve(root, 'public');
  return (publicPath) => {
    const file = path.resolve(publicDir, `.${publicPath}`);
    if (!file.startsWith(`${publicDir}${path.sep}`) || !existsSync(file) || !statSync(file).isFile()) return undefined;
    return readFileSync(file);
  };
}

/**
 * The reward categories of a site's brand and market. The contract has no list of categories
 * (they are the backend's data) and the real backend answers only a signed-in owner, so the
 * check reads the mock backend's data, which mirrors it; a brand or market the mock does not
 * know is skipped with a note.
 */
export function mockRewardCategories(site: SiteConfig): RewardCategoryLookup {
  const brand = BRANDS[site.brandId as BrandId];
  const market = MARKETS[site.marketId as MarketId];
  if (!brand || !market) {
    return { skipped: `the local mock backend has no data for brand ${site.brandId} in market ${site.marketId}, and the real backend answers only a signed-in owner` };
  }
  return { categories: seedRewardCategories(brand, market.language).map((category) => category.id), source: 'the mock backend' };
}

/**
 * The drawn PNG icons of every valid site (home-screen icons, the favicon's PNG) as found under
 * public/, each compared with what its picture draws today (drawn here, as drawing is asynchronous
 * and the checks are not).
 */
export async function readDrawnIcons(sites: readonly SiteFileInput[], readPublicFile: CheckInput['readPublicFile']) {
  const states = new Map<string, DrawnIconState[]>();
  for (const { config } of sites) {
    const parsed = siteConfigSchema.safeParse(config);
    if (!parsed.success || states.has(iconKey(parsed.data))) continue;
    const site = parsed.data;
    const list: DrawnIconState[] = [];
    for (const icon of drawnIconFiles(site)) {
      const source = readPublicFile(icon.source);
      const bytes = readPublicFile(icon.publicPath);
      const found = bytes && imageSize(icon.publicPath, bytes);
      let upToDate: boolean | undefined;
      if (bytes && found && source) {
        const drawn = await drawIcon(source, icon.source, icon.size, icon.background).catch(() => undefined);
        upToDate = drawn && (await samePicture(bytes, drawn).catch(() => false));
      }
      list.push({ kind: icon.kind, publicPath: icon.publicPath, size: icon.size, source: icon.source, ...(found ? { found: { format: found.format, width: found.width, height: found.height } } : {}), upToDate });
    }
    states.set(iconKey(site), list);
  }
  return (site: SiteConfig) => states.get(iconKey(site)) ?? [];
}

export async function readProject(root: string): Promise<CheckInput> {
  const localesDir = path.join(root, 'locales');
  const sites = await loadSiteFiles(root);
  const readPublicFile = publicFileReader(root);
  return {
    drawnIcons: await readDrawnIcons(sites, readPublicFile),
    sites,
    translations: readLocales(localesDir),
    untranslatedStubs: readUntranslatedStubs(localesDir),
    readPublicFile,
    rewardCategories: mockRewardCategories,
  };
}

/** Writes one site's drawn icons, home-screen icons and favicon PNG (`sites:new`), reading its file as the app does. */
export async function writeSiteIcons(root: string, siteId: string): Promise<string[]> {
  const file = (await loadSiteFiles(root)).find((candidate) => candidate.file === `config/sites/${siteId}.ts`);
  const parsed = siteConfigSchema.safeParse(file?.config);
  return parsed.success ? writeDrawnIcons(root, [parsed.data]) : [];
}
