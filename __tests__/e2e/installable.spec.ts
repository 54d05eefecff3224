import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { getSite } from '@/config/site-registry';
import { SITES } from './support/auth';
import { CHROMIUM_ARGS, findChromium } from './support/browser';
import { e2ePorts, siteUrl } from './support/stack-ports';
import { expect, test } from './support/test';

/*
 * Installable per brand (docs/product.md#icons): each site's manifest, home-screen icons and theme
 * colour come from its own file and icons, so "add to home screen" gives the brand's tile.
 */

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

for (const id of ['aurora-dk', 'volta-se'] as const) {
  test(`${id} is installable as its own brand: manifest, icons and theme colour from its file`, async ({ page, request }) => {
    const site = getSite(id)!;
    const app = `http://127.0.0.1:${e2ePorts().app}`;
    await page.goto(siteUrl(id, SITES[id].login));
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', site.theme.colors.headerBackground);

    const manifest = (await (await request.get(`${app}${await page.locator('link[rel="manifest"]').getAttribute('href')}`)).json()) as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: Array<{ src: string; type: string; sizes: string }>;
    };
    expect(manifest).toMatchObject({
      name: site.websiteName,
      start_url: '/',
      display: 'standalone',
      theme_color: site.theme.colors.headerBackground,
      background_color: site.theme.colors.background,
    });
    // What installing asks for: PNG icons of 192 and 512 pixels, each of the size it says, of this brand.
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((candidate) => candidate.sizes === `${size}x${size}`);
      expect(icon, `${size} px icon`).toMatchObject({ type: 'image/png', src: expect.stringContaining(`/brands/${site.brand}/`) });
      const file = await request.get(`${app}${icon!.src}`);
      expect(file.headers()['content-type']).toContain('image/png');
      expect(pngSize(await file.body())).toEqual([size, size]);
    }
    const touch = page.locator('link[rel="apple-touch-icon"]');
    const touchFile = await request.get(`${app}${await touch.getAttribute('href')}`);
    expect(pngSize(await touchFile.body())).toEqual([180, 180]);
  });
}

test("Chromium's own installability check finds nothing missing on aurora-dk and volta-se", async () => {
  // What Lighthouse's installability audit asked the browser (Lighthouse 12 dropped the audit).
  // A profile on disk: Playwright's usual contexts are off the record, which is never installable.
  const profile = mkdtempSync(join(tmpdir(), 'installable-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    headless: true,
    serviceWorkers: 'allow',
  });
  try {
    for (const id of ['aurora-dk', 'volta-se'] as const) {
      const page = await context.newPage();
      await page.goto(siteUrl(id, SITES[id].login));
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((error) => error.errorId), {
          message: `${id}: what keeps it from being installed`,
        })
        .toEqual([]);
      await page.close();
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
