import { expect, test } from './support/test';
import { watchConsole } from './support/console';
import { siteUrl } from './support/stack-ports';

const AURORA_BACKGROUND = 'rgb(255, 255, 255)';
const VOLTA_BACKGROUND = 'rgb(17, 20, 23)';

const DEMO_SITES = [
  { id: 'aurora-dk', loginPath: '/log-ind', lang: 'da', heading: 'Log ind', brand: 'aurora', background: AURORA_BACKGROUND },
  { id: 'aurora-se', loginPath: '/inloggning', lang: 'sv', heading: 'Logga in', brand: 'aurora', background: AURORA_BACKGROUND },
  { id: 'volta-dk', loginPath: '/log-ind', lang: 'da', heading: 'Log ind', brand: 'volta', background: VOLTA_BACKGROUND },
  { id: 'volta-se', loginPath: '/inloggning', lang: 'sv', heading: 'Logga in', brand: 'volta', background: VOLTA_BACKGROUND },
] as const;

for (const site of DEMO_SITES) {
  test(`${site.id} serves its login page at ${site.loginPath} in its language and theme`, async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto(siteUrl(site.id, site.loginPath));
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', site.lang);
    await expect(page.getByRole('heading', { level: 1, name: site.heading })).toBeVisible();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe(site.background);
    // The split layout: the brand's login banner at its fixed size, and the cover image.
    const banner = page.locator('main').locator('xpath=..').getByRole('img').first();
    await expect(banner).toHaveAttribute('src', new RegExp(`/brands/${site.brand}/login-banner\\.svg`));
    await expect(banner).toHaveAttribute('width', '200');
    await expect(banner).toHaveAttribute('height', '50');
    await expect(page.locator(`img[src*="/brands/${site.brand}/cover"]`)).toBeAttached();
    expect(problems).toEqual([]);
  });
}

test('the two brands look clearly different', async ({ page }) => {
  await page.goto(siteUrl('aurora-se', '/inloggning'));
  const aurora = await page.evaluate(() => ({
    transform: getComputedStyle(document.querySelector('h1')!).textTransform,
    font: getComputedStyle(document.body).fontFamily,
  }));
  await page.goto(siteUrl('volta-se', '/inloggning'));
  const volta = await page.evaluate(() => ({
    transform: getComputedStyle(document.querySelector('h1')!).textTransform,
    font: getComputedStyle(document.body).fontFamily,
  }));
  expect(aurora.transform).toBe('none');
  expect(volta.transform).toBe('uppercase');
  expect(aurora.font).not.toBe(volta.font);
});

test('plain localhost serves aurora-dk', async ({ page }) => {
  const response = await page.goto(siteUrl(null, '/log-ind'));
  expect(response?.status()).toBe(200);
  // Which site answered is told by the page itself; the proxy's routing headers stay internal.
  expect(response?.headers()['x-site']).toBeUndefined();
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  await expect(page).toHaveTitle(/Mit Aurora/);
});

test('an unknown host gets a 404 page, never a brand’s site', async ({ page }) => {
  const response = await page.goto(siteUrl('unknown-brand', '/log-ind'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.locator('img[src*="/brands/"]')).toHaveCount(0);
});

test('an unknown path of a site gets a 404', async ({ page }) => {
  const response = await page.goto(siteUrl('aurora-dk', '/findes-ikke'));
  expect(response?.status()).toBe(404);
});

test('the maintenance site shows the Swedish maintenance page on every path', async ({ page }) => {
  for (const path of ['/', '/inloggning', '/some/deep/path']) {
    const response = await page.goto(siteUrl('maintenance', path));
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vi uppdaterar sidan');
    await expect(page.getByText('Sidan är snart tillbaka.')).toBeVisible();
  }
});

test('aliases lead to the localised path', async ({ page }) => {
  // Where the server's redirect led (the navigation's own answer), not where the page is after
  // its scripts: a signed-out visitor of the rewards page is then sent on to login.
  const landing = async (site: string, path: string) => new URL((await page.goto(siteUrl(site, path)))!.url()).pathname;
  expect(await landing('aurora-dk', '/login')).toBe('/log-ind');
  expect(await landing('aurora-se', '/Erbjudande')).toBe('/erbjudanden');
  expect(await landing('aurora-dk', '/registrering')).toBe('/opret-konto');
});
