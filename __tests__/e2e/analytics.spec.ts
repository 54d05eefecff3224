import type { BrowserContext, Page } from '@playwright/test';
import { seedUuid } from '../../api-client/mocks/seed/ids';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { SITES, signIn } from './support/auth';
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

/** What the page has put into Google's data layer so far (each entry a gtag call's arguments). */
function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => JSON.parse(JSON.stringify(Array.from(entry))) as unknown[]),
  );
}

/** The screen views in the data layer, each with the page_location set before it. */
async function screenViews(page: Page): Promise<Array<{ name: unknown; location: unknown }>> {
  let location: unknown;
  const screens: Array<{ name: unknown; location: unknown }> = [];
  for (const [command, name, fields] of await dataLayer(page)) {
    if (command === 'set' && typeof name === 'object' && name !== null && 'page_location' in name) location = (name as { page_location: unknown }).page_location;
    if (command === 'event' && name === 'screen_view') screens.push({ name: (fields as { screen_name: unknown }).screen_name, location });
  }
  return screens;
}

const consentDefaults = async (page: Page) => (await dataLayer(page)).filter(([command, kind]) => command === 'consent' && kind === 'default');

test.describe('analytics with consent', () => {
  test.use({ quietBanners: false });

  test('aurora-dk: nothing reaches Google or Clarity before consent; GA and Clarity start once the stand-in grants it', async ({
    page,
    context,
  }) => {
    const requested = await stubThirdParty(context);
    await page.clock.install();
    await page.goto(siteUrl('aurora-dk', `${SITES['aurora-dk'].login}?utm_source=newsletter&email=owner%40example.com`));
    const banner = page.getByRole('region', { name: 'Cookies – lokal erstatning' });
    await expect(banner).toBeVisible();
    await page.clock.runFor(5_000);
    expect(requested).toEqual([]);
    // Before consent the data layer holds the denied default only: no screen, no event.
    await expect.poll(() => dataLayer(page)).toEqual([['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', wait_for_update: 1500 })]]);

    await banner.getByRole('button', { name: 'Acceptér statistik-cookies' }).click();
    await expect(banner).toBeHidden();
    await page.clock.runFor(1_000);
    await expect.poll(() => requested.some((url) => url.includes('googletagmanager.com/gtag/js?id=G-AURORADK01'))).toBe(true);
    await expect.poll(() => requested.some((url) => url.includes('clarity.ms/tag/k7aurdk01q'))).toBe(true);
    // Then the screen the owner is on, at its real address with the campaign kept and the e-mail address left out.
    await expect.poll(() => screenViews(page)).toEqual([{ name: 'login', location: siteUrl('aurora-dk', `${SITES['aurora-dk'].login}?utm_source=newsletter`) }]);
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

test.describe('what analytics is told (docs/product.md#analytics)', () => {
  test('aurora-dk: page_location keeps the campaign and loses ids, views kept in the query are screens of their own, and the consent default is set once', async ({
    page,
    context,
  }) => {
    await stubThirdParty(context);
    // An owner who has consented (the cookie the consent provider sets).
    await context.addCookies([{ name: 'Consented', value: '1', domain: 'aurora-dk.localhost', path: '/' }]);
    await signIn(page, 'aurora-dk');
    const campaign = 'utm_source=newsletter&utm_medium=email&utm_campaign=winter-tyres&gclid=Cj0KCQiA-e2e&ecid=2026-11-winter';
    const customerId = seedUuid('customer:e2e');
    // A campaign e-mail's link to a reward, with what no analytics may see: the reward's id, a customer id, an e-mail address.
    await page.goto(siteUrl('aurora-dk', `/fordele?reward=${seedUuid('reward:AUR-DK:10')}&${campaign}&customerId=${customerId}&email=owner%40example.com`));
    await expect(page.getByRole('heading', { level: 2, name: 'Køreteknisk kursus' })).toBeVisible();
    const rewardsAt = siteUrl('aurora-dk', '/fordele');
    await expect.poll(() => screenViews(page)).toEqual([{ name: 'rewards/reward', location: `${rewardsAt}?${campaign}` }]);

    // Views of the page (shallow navigations), then another page and an article of it.
    await page.getByRole('link', { name: 'Tilbage til fordele' }).click();
    await expect.poll(async () => (await screenViews(page)).at(-1)).toEqual({ name: 'rewards', location: rewardsAt });
    await page.getByRole('combobox', { name: 'Kategori' }).first().selectOption({ label: 'Livsstil' });
    await expect.poll(async () => (await screenViews(page)).at(-1)).toEqual({ name: 'rewards/filter', location: rewardsAt });
    await page.getByRole('link', { name: 'Point', exact: true }).click();
    await expect.poll(async () => (await screenViews(page)).at(-1)).toEqual({ name: 'rewards/points', location: rewardsAt });
    await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Nyheder' }).click();
    await expect.poll(async () => (await screenViews(page)).at(-1)).toEqual({ name: 'news', location: siteUrl('aurora-dk', '/nyheder') });
    await page.getByRole('main').getByRole('link', { name: 'Solstice får topkarakter i kollisionstest' }).click();
    await expect(page).toHaveURL(/[?&]article=[0-9a-f-]{36}/);
    await expect.poll(async () => (await screenViews(page)).at(-1)).toEqual({ name: 'news/article', location: siteUrl('aurora-dk', '/nyheder') });

    expect((await screenViews(page)).map((screen) => screen.name)).toEqual(['rewards/reward', 'rewards', 'rewards/filter', 'rewards/points', 'news', 'news/article']);
    // Five route and view changes later, the consent default is still the one of the page load.
    expect(await consentDefaults(page)).toHaveLength(1);
    // No id and no e-mail address anywhere in what the data layer holds.
    const everything = JSON.stringify(await dataLayer(page));
    expect(everything).not.toMatch(/@|%40/);
    expect(everything).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
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
  expect(icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  // Each icon is served, as the type the manifest gives it.
  for (const icon of icons) {
    const file = await request.get(`http://127.0.0.1:${e2ePorts().app}${icon.src}`);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toContain(icon.type);
  }
  // The head's icons carry their real type too: the PNG drawn from the brand's SVG favicon (an SVG
  // icon is drawn on the page's main thread, lib/site-meta.ts), served as one; and phones get a
  // 180-pixel PNG for the home screen.
  const favicon = page.locator('link[rel="icon"]');
  await expect(favicon).toHaveAttribute('type', 'image/png');
  await expect(favicon).toHaveAttribute('sizes', '48x48');
  const faviconFile = await request.get(`http://127.0.0.1:${e2ePorts().app}${await favicon.getAttribute('href')}`);
  expect(faviconFile.status()).toBe(200);
  expect(faviconFile.headers()['content-type']).toContain('image/png');
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
