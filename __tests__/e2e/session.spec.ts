import type { Page, Route } from '@playwright/test';
import { expect, test, type MockApi } from './support/test';
import { SITES, signIn } from './support/auth';
import { e2ePorts, siteUrl } from './support/stack-ports';

const SITE = 'aurora-dk';
const texts = SITES[SITE];
/** Must match REQUEST_TIMEOUT_MS in config/auth.ts (specs do not import app code). */
const REQUEST_TIMEOUT_MS = 15_000;
const SIX_MINUTES = 6 * 60_000;

const mockUrl = (path: string) => `http://127.0.0.1:${e2ePorts().mockApi}${path}`;

/** The mock's read-only counters for this test's namespace. */
async function mockStats(mock: MockApi): Promise<{ refreshTokenRequests: number; revokeTokenRequests: number }> {
  const response = await fetch(mockUrl('/__mock/stats'), { headers: mock.headers });
  expect(response.ok).toBe(true);
  return (await response.json()) as { refreshTokenRequests: number; revokeTokenRequests: number };
}

/** Moves the mock's clock forward, for this test's namespace only. */
async function advanceMockClock(mock: MockApi, ms: number) {
  const response = await fetch(mockUrl(`/__mock/clock?advanceMs=${ms}`), { method: 'POST', headers: mock.headers });
  expect(response.status).toBe(204);
}

const isProfileCall = (url: URL) => url.port === String(e2ePorts().mockApi) && url.pathname.endsWith('/api/profile');

async function expectSignedIn(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: `${texts.account}: ${texts.ownerName}` })).toBeVisible();
}

test('two tabs of one owner whose access tokens expire both keep working, and the backend sees one refresh', async ({ page, context, mock }) => {
  await signIn(page, SITE);
  const second = await context.newPage();
  await second.goto(siteUrl(SITE, texts.home));
  await expectSignedIn(second);
  await expectSignedIn(page);
  // Both tabs leave the site first: a page still making its later calls (the header's, the
  // sections that mount after idle) while the clocks move would see its token refused (401: the
  // session ends, as the spec says) or start a refresh that its reload then cuts off. Each tab
  // keeps its session storage.
  await Promise.all([page.goto('about:blank'), second.goto('about:blank')]);
  const before = await mockStats(mock);

  // Six minutes later, for the browser and the backend alike: both tabs' five-minute access
  // tokens have expired. Both tabs load at once; only one may present the refresh token.
  await advanceMockClock(mock, SIX_MINUTES);
  await context.clock.setFixedTime(Date.now() + SIX_MINUTES);
  await Promise.all([page.goto(siteUrl(SITE, texts.home)), second.goto(siteUrl(SITE, texts.home))]);
  await expectSignedIn(page);
  await expectSignedIn(second);

  const after = await mockStats(mock);
  expect(after.refreshTokenRequests - before.refreshTokenRequests).toBe(1);
  // And the tabs keep working: a next step in each needs no further refresh.
  await Promise.all([page.reload(), second.reload()]);
  await expectSignedIn(page);
  await expectSignedIn(second);
  expect((await mockStats(mock)).refreshTokenRequests).toBe(after.refreshTokenRequests);
});

test('signing out in one tab signs the other out at once, without an action there', async ({ page, context, mock }) => {
  await signIn(page, SITE);
  const second = await context.newPage();
  await second.goto(siteUrl(SITE, texts.home));
  await expectSignedIn(second);

  const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
  await page.getByRole('button', { name: `${texts.account}: ${texts.ownerName}` }).click();
  await page.getByRole('menuitem', { name: texts.logout }).click();
  expect((await loggedOut).status()).toBe(200);
  await expect(page).toHaveURL(siteUrl(SITE, texts.login));
  expect((await mockStats(mock)).revokeTokenRequests).toBe(1);

  // The other tab was told: it forgot its token and went to login by itself.
  await expect(second).toHaveURL(siteUrl(SITE, texts.login));
  const storage = await second.evaluate(() => [sessionStorage.getItem('accessToken'), localStorage.getItem('authenticated')]);
  expect(storage).toEqual([null, null]);
  expect((await context.cookies()).filter((cookie) => cookie.name.endsWith('owner_portal_rt'))).toEqual([]);
});

test('with getProfile=503 a signed-in owner stays on the page with an error and retry, and is back when it is lifted', async ({ page }) => {
  await signIn(page, SITE);
  // The fault switch of the mock, on the browser's profile calls only.
  const fault = (route: Route) => route.continue({ headers: { ...route.request().headers(), 'x-mock-fault': 'getProfile=503' } });
  await page.route(isProfileCall, fault);
  const failed = page.waitForResponse((response) => isProfileCall(new URL(response.url())) && response.status() === 503);
  await page.reload();
  await failed;

  await expect(page.getByRole('alert').filter({ hasText: 'Du er stadig logget ind' })).toBeVisible();
  await expect(page).toHaveURL(siteUrl(SITE, texts.home));
  expect(await page.evaluate(() => localStorage.getItem('authenticated'))).toBe('true');

  // The query's own retries come first (the button is busy meanwhile), still refused; lifted only
  // after them, so the owner's retry is what brings the page back (not a retry already on its way).
  const retry = page.getByRole('button', { name: 'Prøv igen' });
  await expect(retry).toBeEnabled({ timeout: 30_000 });
  await page.unroute(isProfileCall, fault);
  await retry.click();
  await expectSignedIn(page);
  await expect(page).toHaveURL(siteUrl(SITE, texts.home));
});

test('a call hanging past the timeout shows an error with retry, not an endless spinner', async ({ page }) => {
  await signIn(page, SITE);
  await page.clock.install();
  let hanging = 0;
  // The profile call is answered never: only the 15 s timeout can end it.
  const hang = () => {
    hanging += 1;
  };
  await page.route(isProfileCall, hang);
  await page.reload();
  await expect.poll(() => hanging).toBeGreaterThan(0);
  await expect(page.getByRole('status').first()).toBeVisible();

  await page.clock.runFor(REQUEST_TIMEOUT_MS + 1_000);
  await expect(page.getByRole('alert').filter({ hasText: 'Du er stadig logget ind' })).toBeVisible();
  await expect(page).toHaveURL(siteUrl(SITE, texts.home));

  await page.unroute(isProfileCall, hang);
  await page.getByRole('button', { name: 'Prøv igen' }).click();
  await expectSignedIn(page);
});
