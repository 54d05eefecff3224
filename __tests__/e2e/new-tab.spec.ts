import type { BrowserContext, Page } from '@playwright/test';
import { ACCESS_TOKEN_STORAGE_KEY, REFRESH_ROUTE_PATH } from '@/config/auth';
import { SHELL_PICTURE_ID } from '@/config/boot';
import { expect, test, type MockApi } from './support/test';
import { SITES, signIn, type DemoSite } from './support/auth';
import { holdScripts } from './support/hold-scripts';
import { e2ePorts, siteUrl } from './support/stack-ports';

/**
 * An owner who comes back in a new tab or from a bookmark: the browser holds the refresh cookie and
 * the session's marker, but the tab's sessionStorage (the access token) is empty. The signed-in
 * page's head renews the session itself, once, before the page's scripts have loaded
 * (lib/boot/early-refresh-script.ts); the session takes that answer instead of refreshing again.
 */

/** The backend's count of refresh-token exchanges, for this test's namespace. */
async function backendRefreshes(mock: MockApi): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${e2ePorts().mockApi}/__mock/stats`, { headers: mock.headers });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { refreshTokenRequests: number }).refreshTokenRequests;
}

/** Every request of the page to the local refresh route, as it goes out. */
function refreshRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === REFRESH_ROUTE_PATH) seen.push(request.method());
  });
  return seen;
}

/** Signs in in the fixture's tab and closes it: what is left is the cookie and localStorage. */
async function signInAndCloseTheTab(page: Page, context: BrowserContext, site: DemoSite): Promise<Page> {
  await signIn(page, site);
  await page.close();
  const tab = await context.newPage();
  // A new tab's sessionStorage is its own (checked on the site's origin, before any of its pages).
  await tab.goto(siteUrl(site, '/intl-warm-up.js'));
  expect(await tab.evaluate((key) => window.sessionStorage.getItem(key), ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
  return tab;
}

test('aurora-dk: home in a new tab renews the session with one refresh, sent by the static page before its scripts run', async ({ page, context, mock }) => {
  const site = 'aurora-dk';
  const texts = SITES[site];
  const tab = await signInAndCloseTheTab(page, context, site);
  const before = await backendRefreshes(mock);
  const refreshes = refreshRequests(tab);
  const answer = tab.waitForResponse((response) => new URL(response.url()).pathname === REFRESH_ROUTE_PATH);

  const release = await holdScripts(tab);
  await tab.goto(siteUrl(site, texts.home), { waitUntil: 'commit' });
  // With every app script held back, the head has renewed the session and kept the access token.
  const renewed = await answer;
  expect(renewed.status()).toBe(200);
  // The page gets the access token and its expiry, never the refresh token (it stays in the HttpOnly cookie).
  expect(Object.keys((await renewed.json()) as object).sort()).toEqual(['accessToken', 'expiresAt']);
  expect(await renewed.headerValue('set-cookie')).toMatch(/HttpOnly/i);
  await expect.poll(() => tab.evaluate((key) => window.sessionStorage.getItem(key), ACCESS_TOKEN_STORAGE_KEY)).not.toBeNull();

  release();
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(tab.getByRole('banner').getByText(texts.ownerName).first()).toBeAttached();
  await expect(tab.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  expect(refreshes).toEqual(['POST']);
  expect((await backendRefreshes(mock)) - before).toBe(1);
  await tab.unrouteAll({ behavior: 'ignoreErrors' });
});

test("volta-dk: the news page in a new tab sends its list's call with the early refresh's token, before its scripts run", async ({ page, context }) => {
  const site = 'volta-dk';
  const tab = await signInAndCloseTheTab(page, context, site);
  const refreshes = refreshRequests(tab);
  const listCall = tab.waitForRequest((request) => request.method() === 'GET' && request.url().includes('/api/profile/news?'));

  const release = await holdScripts(tab);
  await tab.goto(siteUrl(site, '/nyheder'), { waitUntil: 'commit' });
  const call = await listCall;
  expect(call.resourceType()).toBe('fetch');
  const token = await tab.evaluate((key) => window.sessionStorage.getItem(key), ACCESS_TOKEN_STORAGE_KEY);
  expect(call.headers().authorization).toBe(`Bearer ${token}`);

  release();
  await expect(tab.getByRole('main').locator('li img').first()).toHaveJSProperty('complete', true);
  expect(refreshes).toEqual(['POST']);
  await tab.unrouteAll({ behavior: 'ignoreErrors' });
});

test("aurora-se: the rewards page in a new tab shows the list's first picture of the last visit before the session is renewed", async ({ page, context }) => {
  const site = 'aurora-se';
  await signIn(page, site);
  // The last visit: the head's early call kept the list's first picture (lib/boot/early-calls-script.ts).
  await page.goto(siteUrl(site, '/erbjudanden'));
  const card = page.getByRole('main').locator('li img').first();
  await expect(card).toHaveJSProperty('complete', true);
  const file = await card.evaluate((img: HTMLImageElement) => img.currentSrc);
  await page.close();

  const tab = await context.newPage();
  const listCalls: string[] = [];
  tab.on('request', (request) => {
    if (request.url().includes('/api/profile/publications?')) listCalls.push(request.url());
  });
  // The session's renewal and the app's scripts held back: only the static page and its head run.
  let renew = () => {};
  const renewal = new Promise<void>((resolve) => (renew = resolve));
  await tab.route(`**${REFRESH_ROUTE_PATH}`, async (route) => {
    await renewal;
    await route.continue();
  });
  const release = await holdScripts(tab);
  await tab.goto(siteUrl(site, '/erbjudanden'), { waitUntil: 'commit' });
  const place = tab.locator(`#${SHELL_PICTURE_ID}`);
  const picture = place.locator('img');
  await expect(picture).toBeVisible();
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(file);
  // Before the session and the list: no call has gone out yet.
  expect(listCalls).toEqual([]);

  renew();
  release();
  const first = tab.getByRole('main').locator('li img').first();
  await expect(first).toHaveJSProperty('complete', true);
  await expect(place).toHaveCount(0);
  expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(file);
  expect(listCalls.length).toBeGreaterThan(0);
  await tab.unrouteAll({ behavior: 'ignoreErrors' });
});

test('aurora-dk: a new tab whose refresh is refused (the cookie is gone) goes to login after that one refresh', async ({ page, context }) => {
  const site = 'aurora-dk';
  const texts = SITES[site];
  const tab = await signInAndCloseTheTab(page, context, site);
  await context.clearCookies();
  const refreshes = refreshRequests(tab);
  await tab.goto(siteUrl(site, texts.home));
  await expect(tab).toHaveURL(siteUrl(site, texts.login));
  await expect(tab.getByLabel(texts.email)).toBeVisible();
  expect(refreshes).toEqual(['POST']);
});
