import type { BrowserContext } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { SITES } from './support/auth';
import { e2ePorts, siteUrl } from './support/stack-ports';
import { staticHtml } from './support/static-html';

// Every host the analytics tags talk to; nothing may reach them before consent.
const THIRD_PARTY = /^https:\/\/(?:[a-z0-9-]+\.)*(?:googletagmanager\.com|google-analytics\.com|clarity\.ms)\//;

/** Answers the analytics hosts locally with an empty script and records what was asked for. */
async function stubThirdParty(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route(THIRD_PARTY, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
  });
  return requested;
}

test.describe('analytics with consent', () => {
  test.use({ quietBanners: false });

  test('aurora-dk: nothing reaches Google or Clarity before consent; GA and Clarity start once the stand-in grants it', async ({
    page,
    context,
  }) => {
    const requested = await stubThirdParty(context);
    await page.clock.install();
    await page.goto(siteUrl('aurora-dk', SITES['aurora-dk'].login));
    const banner = page.getByRole('region', { name: 'Cookies – lokal erstatning' });
    await expect(banner).toBeVisible();
    await page.clock.runFor(5_000);
    expect(requested).toEqual([]);

    await banner.getByRole('button', { name: 'Acceptér statistik-cookies' }).click();
    await expect(banner).toBeHidden();
    await page.clock.runFor(1_000);
    await expect.poll(() => requested.some((url) => url.includes('googletagmanager.com/gtag/js?id=G-AURORADK01'))).toBe(true);
    await expect.poll(() => requested.some((url) => url.includes('clarity.ms/tag/k7aurdk01q'))).toBe(true);
  });

  test('volta-se has no gaTag: even with consent, no request goes to Google', async ({ page, context }) => {
    const requested = await stubThirdParty(context);
    await page.clock.install();
    await page.goto(siteUrl('volta-se', SITES['volta-se'].login));
    await page.getByRole('button', { name: 'Godkänn cookies för statistik' }).click();
    await page.clock.runFor(5_000);
    // The page is alive (its own timers ran) and still asked nothing of the analytics hosts.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requested).toEqual([]);
  });
});

test.describe('the smart app banner', () => {
  test.use({ quietBanners: false });

  test('shows on a phone, not on a desktop, and stays dismissed after a reload', async ({ browser, mock, page }) => {
    await page.goto(siteUrl('aurora-dk', SITES['aurora-dk'].login));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'App: Mit Aurora' })).toHaveCount(0);

    const phone = await browser.newContext({ viewport: { width: 390, height: 800 }, extraHTTPHeaders: mock.headers });
    try {
      const onPhone = await phone.newPage();
      await onPhone.goto(siteUrl('aurora-dk', SITES['aurora-dk'].login));
      // A first visit: the consent choice comes first and sits above the app banner.
      await onPhone.getByRole('button', { name: 'Kun nødvendige cookies' }).click();
      const banner = onPhone.getByRole('complementary', { name: 'App: Mit Aurora' });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('link', { name: /Hent appen/ })).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=dk.aurora.owners');
      expect(await seriousViolations(onPhone)).toEqual([]);
      await banner.getByRole('button', { name: 'Luk app-banneret' }).click();
      await expect(banner).toBeHidden();
      await onPhone.reload();
      await expect(onPhone.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(onPhone.getByRole('complementary', { name: 'App: Mit Aurora' })).toHaveCount(0);
    } finally {
      await phone.close();
    }
  });
});

test('every page has Open Graph tags and the site manifest', async ({ page, request }) => {
  await page.goto(siteUrl('volta-dk', SITES['volta-dk'].login));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Volta/);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https:\/\/[^/]+\/brands\/volta\/cover\.svg$/);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/api/manifest/volta-dk');
  // (Node does not resolve *.localhost; the route needs no host.)
  const manifest = await request.get(`http://127.0.0.1:${e2ePorts().app}${href!}`);
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const { icons } = (await manifest.json()) as { name: string; icons: Array<{ src: string; type: string; sizes: string }> };
  expect(icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', 'any']);
  // Each icon is served, as the type the manifest gives it.
  for (const icon of icons) {
    const file = await request.get(`http://127.0.0.1:${e2ePorts().app}${icon.src}`);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toContain(icon.type);
  }
  // The head's icons carry their real type too, and phones get a 180-pixel PNG for the home screen.
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('type', 'image/svg+xml');
  const touch = page.locator('link[rel="apple-touch-icon"]');
  await expect(touch).toHaveAttribute('sizes', '180x180');
  const touchFile = await request.get(`http://127.0.0.1:${e2ePorts().app}${await touch.getAttribute('href')}`);
  expect(touchFile.headers()['content-type']).toContain('image/png');

  // The sign-in page calls only its own origin; a signed-in page's static HTML opens the
  // connection to the site's API (here the mock) while its scripts load (lib/site-meta.ts).
  // (Next's own hint to the page's origin for its fonts, data-next-font, opens no connection to anyone else.)
  await expect(page.locator('link[rel="preconnect"]:not([data-next-font])')).toHaveCount(0);
  const home = await staticHtml(request, 'volta-dk', SITES['volta-dk'].home);
  const preconnects = [...home.matchAll(/<link rel="preconnect" href="([^"]+)" crossorigin="anonymous"[^>]*>/g)].map((match) => match[1]);
  expect(preconnects).toEqual([`http://127.0.0.1:${e2ePorts().mockApi}`]);
});

test('the cookie page reopens the consent choice', async ({ page }) => {
  // The fixture's visitor has already declined; the cookie page lets them change their mind.
  await page.goto(siteUrl('aurora-dk', '/cookies'));
  const banner = page.getByRole('region', { name: 'Cookies – lokal erstatning' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.getByRole('button', { name: 'Skift dit valg af cookies' }).click();
  await expect(banner).toBeVisible();
});
