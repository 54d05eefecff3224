import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { siteUrl } from './support/stack-ports';
import { expect, test } from './support/test';

/*
 * The sites overview of the local stack (lib/dev/sites-overview.ts). The end-to-end stack runs
 * with ALLOW_LOCAL_HOSTS like npm run dev and npm run demo; that a production server without it
 * answers 404 is production-hosts.spec.ts (the same build, started again without it).
 */

const DEMO_SITES = [
  { id: 'aurora-dk', login: '/log-ind', heading: 'Log ind' },
  { id: 'aurora-se', login: '/inloggning', heading: 'Logga in' },
  { id: 'volta-dk', login: '/log-ind', heading: 'Log ind' },
  { id: 'volta-se', login: '/inloggning', heading: 'Logga in' },
  { id: 'maintenance', login: '/inloggning', heading: null },
] as const;

const OVERVIEW = siteUrl(null, '/__sites');

/** Opens the overview without loading its five thumbnails: tests of the list and links need only the page. */
async function openWithoutThumbnails(page: Page) {
  await page.route('**/*', (route) => (route.request().frame() === page.mainFrame() ? route.continue() : route.abort()));
  return page.goto(OVERVIEW, { waitUntil: 'domcontentloaded' });
}

test('the overview lists the five demo sites, hidden from search engines', async ({ page }) => {
  test.slow();
  const response = await openWithoutThumbnails(page);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sites overview' })).toBeVisible();
  await expect(page.locator('li.site')).toHaveCount(DEMO_SITES.length);
  for (const site of DEMO_SITES) {
    const card = page.locator(`li.site[data-site="${site.id}"]`);
    await expect(card.getByRole('link', { name: 'Login page' })).toHaveAttribute('href', siteUrl(site.id, site.login));
    await expect(card.locator('iframe')).toHaveAttribute('title', `Login page of ${site.id}, scaled down`);
  }
  await expect(page.locator('li.site[data-site="maintenance"]')).toContainText('ON: every page shows the maintenance page');
  // The thumbnails are inert previews of pages the login-page tests check themselves.
  expect(await seriousViolations(page, { exclude: ['.thumb'] })).toEqual([]);
});

test("every login link of the overview answers with that site's page", async ({ page }) => {
  test.slow();
  await openWithoutThumbnails(page);
  const hrefs = await Promise.all(
    DEMO_SITES.map((site) => page.locator(`li.site[data-site="${site.id}"]`).getByRole('link', { name: 'Login page' }).getAttribute('href')),
  );
  for (const [index, site] of DEMO_SITES.entries()) {
    const response = await page.goto(hrefs[index]!, { waitUntil: 'commit' });
    // The maintenance demo answers every path with its maintenance page (503).
    expect(response?.status()).toBe(site.heading ? 200 : 503);
    // The site is told by its page (its manifest link); no internal routing header reaches the browser.
    expect(response?.headers()['x-site']).toBeUndefined();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', `/api/manifest/${site.id}`);
  }
});

test('following a login link opens the site', async ({ page }) => {
  test.slow();
  await openWithoutThumbnails(page);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.locator('li.site[data-site="volta-se"]').getByRole('link', { name: 'Login page' }).click();
  await expect(page).toHaveURL(siteUrl('volta-se', '/inloggning'));
  await expect(page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible({ timeout: 30_000 });
});

test("a thumbnail shows the site's own login page", async ({ page }) => {
  test.slow(); // five real login pages load at once
  await page.goto(OVERVIEW, { waitUntil: 'domcontentloaded' });
  const frame = page.frameLocator('li.site[data-site="volta-se"] iframe');
  await expect(frame.getByRole('heading', { level: 1, name: 'Logga in' })).toBeAttached({ timeout: 60_000 });
});
