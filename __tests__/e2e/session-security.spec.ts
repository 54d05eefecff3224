import type { BrowserContext, Page } from '@playwright/test';
import { expect, newQuietContext, test } from './support/test';
import { SITES, loginUrlFor, passwordField, signIn } from './support/auth';
import { siteUrl } from './support/stack-ports';

/*
 * The session on a shared computer (docs/session.md): sign-out that always signs out, a refresh
 * token no script can read, and a cookie no other host can plant.
 */

const SITE = 'aurora-dk';
const texts = SITES[SITE];
/** Must match REFRESH_COOKIE_NAME and LEGACY_REFRESH_COOKIE_NAMES in config/auth.ts (specs do not import app code). */
const COOKIE = '__Host-owner_portal_rt';
const OLD_COOKIE = 'owner_portal_rt';
const OTHER_OWNER = { email: 'other.owner@example.com', password: 'Password1!', name: 'Jonas Madsen' };
const SIGNED_OUT_HERE = 'Du er logget ud på denne enhed. Vi kunne ikke nå vores server for at afslutte din session helt, men intet på denne enhed kan logge dig ind igen.';

const accountButton = (page: Page, name: string = texts.ownerName) => page.getByRole('button', { name: `${texts.account}: ${name}` });

/** The refresh cookies of the context, whatever their name. */
async function refreshCookies(context: BrowserContext) {
  return (await context.cookies()).filter((cookie) => cookie.name.endsWith(OLD_COOKIE));
}

/** The refresh token inside our cookie's value (`v1.<start>.<token, base64url>.<signature>`). */
function tokenOf(value: string): string {
  return Buffer.from(value.split('.')[2] ?? '', 'base64url').toString('utf8');
}

/** What the page's scripts can see of its storage: every key and value. */
function pageStorage(page: Page) {
  return page.evaluate(() => ({
    session: Object.fromEntries(Object.entries(sessionStorage)),
    local: Object.fromEntries(Object.entries(localStorage)),
    cookie: document.cookie,
  }));
}

async function signOut(page: Page) {
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: texts.logout }).click();
  return answered;
}

test('sign-out with the backend’s revoke failing leaves nothing that signs the owner in: in this tab, another tab, or after a reload', async ({ page, context, mock }) => {
  await page.goto(siteUrl(SITE, texts.login));
  const keysBefore = Object.keys((await pageStorage(page)).local);
  await signIn(page, SITE);
  // Home has kept the owner's hints (their cars' count, the remembered picture) by now.
  await expect.poll(async () => Object.keys((await pageStorage(page)).local).filter((key) => !keysBefore.includes(key)).length).toBeGreaterThan(2);
  const second = await context.newPage();
  await second.goto(siteUrl(SITE, texts.home));
  await expect(accountButton(second)).toBeVisible();

  await mock.faults('revokeToken=503');
  const answer = await signOut(page);
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ revoked: false });
  // The server tried more than once before it gave up; the owner is told what that means here.
  expect((await mock.calls()).revokeToken).toBe(3);
  await expect(page.getByText(SIGNED_OUT_HERE).first()).toBeVisible();
  await expect(page.getByText('Vi kunne ikke logge dig helt ud')).toHaveCount(0);

  // Both tabs are signed out at once: the second without any action of its own.
  for (const tab of [page, second]) {
    await expect(tab).toHaveURL(siteUrl(SITE, texts.login));
    const storage = await pageStorage(tab);
    expect(storage.session).not.toHaveProperty('accessToken');
    expect(Object.keys(storage.local).filter((key) => !keysBefore.includes(key))).toEqual([]);
  }
  expect(await refreshCookies(context)).toEqual([]);

  // After a reload, and in a new tab, a protected page goes to login (with its address, docs/product.md#deep-links).
  for (const tab of [page, second, await context.newPage()]) {
    await tab.goto(siteUrl(SITE, texts.vehicles));
    await expect(tab).toHaveURL(loginUrlFor(SITE, texts.vehicles));
  }
  // Not even a script asking the route itself gets a session back.
  expect(await page.evaluate(() => fetch('/api/auth/refresh', { method: 'POST' }).then((response) => response.status))).toBe(401);
});

test('no script in the page can obtain the refresh token, from any auth route, the cookie or the storage', async ({ page, context }) => {
  await signIn(page, SITE);
  const seen = new Set<string>();
  const remember = async () => {
    for (const cookie of await refreshCookies(context)) {
      seen.add(cookie.value);
      seen.add(tokenOf(cookie.value));
    }
  };
  await remember();
  expect(seen.size).toBe(2);

  const paths = ['/api/auth/getRefreshTokenCookie', '/api/auth/setRefreshTokenCookie', '/api/auth/removeRefreshTokenCookie', '/api/auth/refresh', '/api/auth/signin', '/api/auth/change-password', '/api/auth/logout'];
  const answers: string[] = [];
  for (const path of paths) {
    const got = await page.evaluate(async ({ path, email }) => {
      const texts: string[] = [];
      const bodies = [undefined, '{}', JSON.stringify({ email, password: 'Password1!' }), JSON.stringify({ refresh_token: 'x'.repeat(20), new_session: true })];
      for (const method of ['POST', 'GET']) {
        for (const body of method === 'GET' ? [undefined] : bodies) {
          const response = await fetch(path, { method, body, headers: body ? { 'Content-Type': 'application/json' } : {} });
          texts.push(`${path} ${method} ${response.status} ${[...response.headers].map((pair) => pair.join(': ')).join('\n')} ${await response.text()}`);
        }
      }
      return texts;
    }, { path, email: 'owner@example.com' });
    answers.push(...got);
    await remember();
  }
  // The routes that handed a refresh token to the page are gone.
  expect(answers.filter((answer) => answer.startsWith('/api/auth/getRefreshTokenCookie POST') && !answer.includes(' 404 '))).toEqual([]);
  for (const secret of seen) {
    for (const answer of answers) expect(answer).not.toContain(secret);
  }
  // An answer with a session in it has the access token and its expiry, nothing more.
  for (const answer of answers.filter((text) => text.includes('"accessToken"'))) {
    expect(Object.keys(JSON.parse(answer.slice(answer.indexOf('{'))) as object).sort()).toEqual(['accessToken', 'expiresAt']);
  }
  const storage = await pageStorage(page);
  const readable = JSON.stringify(storage);
  expect(storage.cookie).not.toContain(OLD_COOKIE);
  for (const secret of seen) expect(readable).not.toContain(secret);
});

test.describe('a refresh cookie this host did not set', () => {
  /** A legitimately signed session cookie of another account, got by signing in as that owner elsewhere. */
  async function attackerCookie(browser: import('@playwright/test').Browser, mock: import('./support/test').MockApi, site: keyof typeof SITES = SITE) {
    const attacker = await newQuietContext(browser, {}, mock);
    const page = await attacker.newPage();
    await page.goto(siteUrl(site, SITES[site].login));
    await page.getByLabel(SITES[site].email).fill(OTHER_OWNER.email);
    await passwordField(page, site).fill(OTHER_OWNER.password);
    await page.getByRole('button', { name: SITES[site].submit, exact: true }).click();
    await expect(page).toHaveURL(siteUrl(site, SITES[site].home));
    const cookie = (await attacker.cookies()).find((candidate) => candidate.name === COOKIE);
    expect(cookie).toBeDefined();
    await attacker.close();
    return cookie!.value;
  }

  /** A browser that believes it holds a session (the marker), with only the planted cookie to renew it. */
  async function openWithMarker(page: Page) {
    // Set from a static file of the origin, not a page of the portal: a login page still
    // hydrating would see the marker and renew the session itself, and the navigation below
    // would cut that renewal off before its answer.
    await page.goto(siteUrl(SITE, '/brands/aurora/favicon.svg'));
    await page.evaluate(() => localStorage.setItem('authenticated', 'true'));
    const renewed = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'));
    await page.goto(siteUrl(SITE, texts.home));
    return renewed;
  }

  test('planted for the parent domain by a sibling host, another owner’s own cookie signs nobody in, and is cleared', async ({ browser, page, context, mock }) => {
    const planted = await attackerCookie(browser, mock);
    await context.addCookies([{ name: OLD_COOKIE, value: planted, domain: `.${SITE}.localhost`, path: '/' }]);
    const renewed = await openWithMarker(page);
    expect((await renewed).status()).toBe(401);
    await expect(page).toHaveURL(siteUrl(SITE, texts.login));
    await expect(page.getByText(OTHER_OWNER.name)).toHaveCount(0);
    expect(await refreshCookies(context)).toEqual([]);
  });

  test('beside the owner’s own session, a planted one is never used, and is cleared', async ({ browser, page, context, mock }) => {
    const planted = await attackerCookie(browser, mock);
    await signIn(page, SITE);
    await context.addCookies([{ name: OLD_COOKIE, value: planted, domain: `.${SITE}.localhost`, path: '/' }]);
    // A new visit of this tab: no access token, so the session is renewed with the cookies.
    await page.evaluate(() => sessionStorage.clear());
    const renewed = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'));
    await page.reload();
    expect((await renewed).status()).toBe(200);
    await expect(accountButton(page)).toBeVisible();
    await expect(page.getByText(OTHER_OWNER.name)).toHaveCount(0);
    expect((await refreshCookies(context)).map((cookie) => cookie.name)).toEqual([COOKIE]);
  });

  test('signed for another site’s host, or not signed at all, it signs nobody in and is cleared', async ({ browser, page, context, mock }) => {
    const otherSites = await attackerCookie(browser, mock, 'volta-dk');
    const unsigned = `${Math.floor(Date.now() / 1000)}.${tokenOf(otherSites)}`;
    for (const value of [otherSites, unsigned]) {
      // Host-only (a domain without a leading dot), as only this host could have set it.
      await context.addCookies([{ name: COOKIE, value, domain: `${SITE}.localhost`, path: '/', secure: true, httpOnly: true, sameSite: 'Strict' }]);
      // Refused (why, the routes' own tests say: __tests__/integration/auth/auth-routes.test.ts).
      expect((await openWithMarker(page)).status()).toBe(401);
      await expect(page).toHaveURL(siteUrl(SITE, texts.login));
      await expect(page.getByText(OTHER_OWNER.name)).toHaveCount(0);
      expect(await refreshCookies(context)).toEqual([]);
    }
  });
});
