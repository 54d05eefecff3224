import { expect, test } from './support/test';
import { DEMO_OWNER, SITES, loginUrlFor, passwordField, signIn, signInHere, type DemoSite } from './support/auth';
import { watchConsole } from './support/console';
import { siteUrl } from './support/stack-ports';

// The two representative sites: one per brand and market.
for (const site of ['aurora-dk', 'volta-se'] as DemoSite[]) {
  const texts = SITES[site];

  test.describe(`signing in and out on ${site}`, () => {
    test('an anonymous owner opening a protected page goes to the localised login, without seeing it', async ({ page }) => {
      await page.goto(siteUrl(site, texts.home));
      await expect(page).toHaveURL(siteUrl(site, texts.login));
      await expect(page.getByRole('heading', { level: 1, name: texts.submit })).toBeVisible();
      // The static page of a protected route holds nothing of the owner's: its loading state, and
      // its frame and heading behind the session mark (screen-shell.spec.ts shows them hidden here).
      const html = await page.evaluate((path) => fetch(path).then((response) => response.text()), texts.vehicles);
      expect(html).toContain('role="status"');
      expect(html).not.toContain(texts.ownerName);
      expect(html).not.toContain('owner@example.com');
    });

    test('the demo owner signs in, sees their name, and stays signed in across a reload', async ({ page }) => {
      const problems = watchConsole(page);
      await signIn(page, site);
      const storage = await page.evaluate(() => ({
        access: sessionStorage.getItem('accessToken'),
        expiry: Number(sessionStorage.getItem('accessTokenExpiry')),
        marker: localStorage.getItem('authenticated'),
        readableCookie: document.cookie,
      }));
      expect(storage.access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      // The stored expiry is the token's own exp claim (seconds).
      const claims = JSON.parse(Buffer.from(storage.access!.split('.')[1]!, 'base64url').toString()) as { exp: number };
      expect(storage.expiry).toBe(claims.exp);
      expect(storage.marker).toBe('true');
      // The refresh token is in an HttpOnly __Host- cookie of this host: scripts cannot read it,
      // and no other host can set or replace it (docs/session.md).
      expect(storage.readableCookie).not.toContain('owner_portal_rt');
      const cookies = await page.context().cookies();
      const refresh = cookies.find((cookie) => cookie.name === '__Host-owner_portal_rt');
      expect(refresh).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/', domain: `${site}.localhost` });
      expect(refresh?.value).toMatch(/^v1\.\d+\.[\w-]+\.[\w-]+$/);

      // A new tab has no sessionStorage: its static page renews the session once, under the
      // refresh lock, before its scripts run, and the page uses that answer (docs/session.md).
      const second = await page.context().newPage();
      const refreshes: number[] = [];
      second.on('response', (response) => {
        if (/\/identity\/refresh-token$|\/api\/auth\/refresh$/.test(response.url())) refreshes.push(response.status());
      });
      await second.goto(siteUrl(site, texts.home));
      await expect(second.getByRole('button', { name: `${texts.account}: ${texts.ownerName}` })).toBeVisible();
      expect(refreshes).toEqual([200]);

      await page.reload();
      await expect(page.getByRole('button', { name: `${texts.account}: ${texts.ownerName}` })).toBeVisible();
      expect(problems).toEqual([]);
    });

    test('a signed-in owner opening login is sent to vehicles', async ({ page }) => {
      await signIn(page, site);
      await page.goto(siteUrl(site, texts.login));
      await expect(page).toHaveURL(siteUrl(site, texts.vehicles));
    });

    test('logout goes to the root, and a protected page then redirects to login with its address, where signing in leads back to it', async ({ page }) => {
      await signIn(page, site);
      // The logout route revokes the refresh token at the backend and expires the cookie.
      const revoked = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
      await page.getByRole('button', { name: `${texts.account}: ${texts.ownerName}` }).click();
      await page.getByRole('menuitem', { name: texts.logout }).click();
      const answer = await revoked;
      expect(answer.status()).toBe(200);
      expect(await answer.json()).toEqual({ revoked: true });
      // The root is home, which sends a signed-out owner to login.
      await expect(page).toHaveURL(siteUrl(site, texts.login));
      const storage = await page.evaluate(() => [sessionStorage.getItem('accessToken'), localStorage.getItem('authenticated')]);
      expect(storage).toEqual([null, null]);
      expect((await page.context().cookies()).filter((cookie) => cookie.name.endsWith('owner_portal_rt'))).toEqual([]);
      // Not the bare login: the address asked for rides along (docs/product.md#deep-links), and
      // signing in opens it, not home.
      await page.goto(siteUrl(site, texts.vehicles));
      await expect(page).toHaveURL(loginUrlFor(site, texts.vehicles));
      await signInHere(page, site);
      await expect(page).toHaveURL(siteUrl(site, texts.vehicles));
      await expect(page.getByRole('button', { name: `${texts.account}: ${texts.ownerName}` })).toBeVisible();
    });

    test('a wrong password shows the error and keeps what was typed', async ({ page }) => {
      await page.goto(siteUrl(site, texts.login));
      await page.getByLabel(texts.email).fill(DEMO_OWNER.email);
      await passwordField(page, site).fill('not-the-password');
      await page.getByRole('button', { name: texts.submit, exact: true }).click();
      await expect(page.locator('[role="alert"]', { hasText: texts.wrongPassword })).toBeVisible();
      await expect(page.getByLabel(texts.email)).toHaveValue(DEMO_OWNER.email);
      await expect(page).toHaveURL(siteUrl(site, texts.login));
    });
  });
}

test('an access token expiring mid-session is refreshed silently', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'aurora-dk');
  const before = await page.evaluate(() => sessionStorage.getItem('accessToken'));
  const refreshes: number[] = [];
  const fromThePage: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/auth/refresh')) refreshes.push(response.status());
    // The page never talks to the backend's refresh itself: the server does (docs/session.md).
    if (response.url().endsWith('/identity/refresh-token')) fromThePage.push(response.url());
  });
  // Six minutes later the five-minute access token has expired; the next call refreshes it first.
  await page.clock.fastForward('06:00');
  await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Nyheder' }).click();
  await expect(page).toHaveURL(siteUrl('aurora-dk', '/nyheder'));
  await expect.poll(() => refreshes.length).toBeGreaterThan(0);
  expect(refreshes.every((status) => status === 200)).toBe(true);
  expect(fromThePage).toEqual([]);
  // Still signed in, with a new access token from the backend.
  await expect(page.getByRole('button', { name: 'Din konto: Mette Hansen' })).toBeVisible();
  await expect(page).toHaveURL(siteUrl('aurora-dk', '/nyheder'));
  const after = await page.evaluate(() => sessionStorage.getItem('accessToken'));
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
});
