/**
 * npm run sites:icons
 * Draws every site's PNG home-screen icons (180, 192 and 512 pixels) from its app icon
 * (`smartBannerIcon`), and the 48-pixel PNG of an SVG favicon, into public/, beside them: run it
 * after changing a brand's app icon or favicon, and commit the PNGs. `npm run sites:check` says
 * when they are missing or out of date.
 */
import path from 'node:path';
import { siteConfigSchema } from '@/config/site-schema';
import { writeDrawnIcons } from './sites/icons';
import { loadSiteFiles } from './sites/project';

async function main() {
  const root = path.join(__dirname, '..');
  const sites = (await loadSiteFiles(root)).flatMap(({ file, config }) => {
    const parsed = siteConfigSchema.safeParse(config);
    if (!parsed.success) console.warn(`Skipped ${file}: it does not pass the site schema (npm run sites:check says why).`);
    return parsed.success ? [parsed.data] : [];
  });
  const written = await writeDrawnIcons(root, sites);
  console.log(`Icons written (home screen, favicon):\n${written.map((file) => `  ${file}`).join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(`sites:icons could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
