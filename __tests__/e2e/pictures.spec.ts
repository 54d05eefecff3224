import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { remoteImagesOfSites } from '../../config/images.js';
import { ROUTES, ROUTE_KEYS } from '../../config/routes';
import { expect, test } from './support/test';
import { signIn, type DemoSite } from './support/auth';
import { siteUrl } from './support/stack-ports';

/*
 * Pictures as a real backend serves them: the mock answers with addresses on a host of its own
 * (https://mock-pictures.localhost), which the demo sites name in `pictureHosts` like a CDN, and
 * the suite's production build allows exactly the site files' hosts (config/images.js), nothing
 * from the API override. On every signed-in screen of a Danish Aurora and a Swedish Volta site,
 * every picture the owner can scroll to is drawn.
 */

const LANGUAGE = { 'aurora-dk': 'da', 'volta-se': 'sv' } as const satisfies Partial<Record<DemoSite, string>>;
const MOCK_PICTURES = 'https%3A%2F%2Fmock-pictures.localhost%3A';

/** The signed-in screens of a site, at their localised paths. */
function signedInPaths(site: keyof typeof LANGUAGE): string[] {
  const paths = JSON.parse(readFileSync(path.join(process.cwd(), 'locales', LANGUAGE[site], 'routes.json'), 'utf8')) as Record<string, string>;
  return ROUTE_KEYS.filter((route) => ROUTES[route].access === 'authenticated' && route !== 'styleguide').map((route) => `/${paths[route]}`);
}

/**
 * Every picture of the page drawn: scrolled through (lazy pictures load as they come near the
 * viewport), then none still loading, none loaded without pixels. Asked again, scrolling again,
 * until it holds: a part of the page that draws later (the parts catalogue loads its code when
 * shown) adds pictures after an earlier pass, still loading when a one-off look came. A broken
 * picture stays broken and fails after the timeout; the message lists those that did not draw.
 */
async function expectEveryPictureDrawn(page: Page, label: string) {
  const notDrawnAfterScrolling = () =>
    page.evaluate(async () => {
      for (let y = 0; y <= document.documentElement.scrollHeight; y += Math.round(window.innerHeight / 2)) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
      return [...document.images]
        .filter((image) => image.getAttribute('src') && (!image.complete || image.naturalWidth === 0))
        .map((image) => image.currentSrc || image.src);
    });
  await expect.poll(notDrawnAfterScrolling, { message: label, timeout: 20_000 }).toEqual([]);
}

test('the suite’s build allows the site files’ picture hosts and no other: nothing comes from the API override', () => {
  const serverFiles = path.join(process.cwd(), '.next-e2e', 'required-server-files.json');
  expect(existsSync(serverFiles)).toBe(true);
  const { config } = JSON.parse(readFileSync(serverFiles, 'utf8')) as { config: { images: { remotePatterns: unknown[]; dangerouslyAllowLocalIP?: boolean } } };
  // The stack serves local hosts (ALLOW_LOCAL_HOSTS), as it does every .localhost site.
  expect(config.images.remotePatterns).toEqual(remoteImagesOfSites({ ALLOW_LOCAL_HOSTS: 'true' }).remotePatterns);
  expect(config.images.remotePatterns).toContainEqual({ protocol: 'https', hostname: 'mock-pictures.localhost', pathname: '/**' });
  expect(JSON.stringify(config.images.remotePatterns)).not.toMatch(/127\.0\.0\.1|"http"/);
});

for (const site of Object.keys(LANGUAGE) as Array<keyof typeof LANGUAGE>) {
  test(`${site}: every picture on every signed-in screen is drawn, from the mock's picture host through next/image`, async ({ page }) => {
    test.setTimeout(150_000);
    const failed: string[] = [];
    const served: string[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (!url.includes('/_next/image?')) return;
      if (response.status() >= 400) failed.push(`${response.status()} ${url}`);
      else served.push(url);
    });
    await signIn(page, site);
    for (const pagePath of signedInPaths(site)) {
      await page.goto(siteUrl(site, pagePath));
      await expect(page.getByRole('heading', { level: 1 }), pagePath).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('[aria-busy="true"]'), pagePath).toHaveCount(0, { timeout: 20_000 });
      await expectEveryPictureDrawn(page, `${site}${pagePath}`);
    }
    expect(failed).toEqual([]);
    // Cars, rewards, news and parts: the backend's pictures came, optimised, from its picture host.
    expect(served.filter((url) => url.includes(MOCK_PICTURES)).length).toBeGreaterThanOrEqual(10);
  });
}
