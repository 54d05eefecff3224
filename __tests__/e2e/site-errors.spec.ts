import type { Page, Response } from '@playwright/test';
import { SITES, signIn, type DemoSite } from './support/auth';
import { seriousViolations } from './support/axe';
import { watchConsole } from './support/console';
import { siteUrl } from './support/stack-ports';
import { expect, test } from './support/test';

/*
 * A site's own 404 and 500 (docs/product.md#errors): on a known site's host, an address that does
 * not exist answers 404, and a request that fails on the server 500, each in the site's brand,
 * language and frame, with a way on: login signed out, home signed in. An unknown host keeps the
 * neutral 404. The 500 is caused by the local stack's server-error drill (/__server-error).
 */

const CASES = [
  {
    id: 'aurora-se',
    lang: 'sv',
    brand: 'aurora',
    websiteName: 'Mitt Aurora',
    background: 'rgb(255, 255, 255)',
    missing: '/finns-inte/alls',
    notFound: { title: 'Sidan finns inte', body: 'Vi hittar inte sidan du letar efter.' },
    serverError: { title: 'Något gick fel', body: 'Ett fel uppstod hos oss. Försök igen om en stund.', retry: 'Försök igen' },
    wayHome: { signIn: 'Logga in', home: 'Gå till startsidan' },
  },
  {
    id: 'volta-dk',
    lang: 'da',
    brand: 'volta',
    websiteName: 'Min Volta',
    background: 'rgb(17, 20, 23)',
    missing: '/findes-ikke',
    notFound: { title: 'Siden findes ikke', body: 'Vi kan ikke finde den side, du leder efter.' },
    serverError: { title: 'Noget gik galt', body: 'Der skete en fejl hos os. Prøv igen om lidt.', retry: 'Prøv igen' },
    wayHome: { signIn: 'Log ind', home: 'Gå til forsiden' },
  },
] as const satisfies ReadonlyArray<{ id: DemoSite } & Record<string, unknown>>;

const SERVER_ERROR_DRILL = '/__server-error';

/** The browser reports the page's own status as a failed resource; anything else is a problem. */
function problemsBesides(problems: string[], status: number): string[] {
  return problems.filter((problem) => !problem.includes(`the server responded with a status of ${status}`));
}

/** The page is the site's: its language, its brand's colours, banner and cover (the split frame), its name in the title. */
async function expectSiteFrame(page: Page, response: Response | null, site: (typeof CASES)[number], status: number) {
  expect(response?.status()).toBe(status);
  // The page's security headers, as every page of the site has them (lib/security/security-headers.ts).
  const headers = response!.headers();
  expect(headers['content-security-policy']).toMatch(/frame-ancestors /);
  expect(headers['x-content-type-options']).toBe('nosniff');
  await expect(page.locator('html')).toHaveAttribute('lang', site.lang);
  await expect(page).toHaveTitle(new RegExp(`\\| ${site.websiteName}$`));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(site.background);
  await expect(page.getByRole('img', { name: site.websiteName })).toHaveAttribute('src', new RegExp(`/brands/${site.brand}/login-banner\\.svg`));
  await expect(page.locator(`img[src*="/brands/${site.brand}/cover"]`)).toBeAttached();
}

for (const site of CASES) {
  const texts = SITES[site.id];

  test(`${site.id}: an address that does not exist is the site's own 404, leading a signed-out visitor to login`, async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto(siteUrl(site.id, site.missing));
    await expectSiteFrame(page, response, site, 404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.notFound.title);
    await expect(page.getByText(site.notFound.body)).toBeVisible();
    // The address stays what was asked for.
    expect(new URL(page.url()).pathname).toBe(site.missing);
    expect(await seriousViolations(page)).toEqual([]);
    const wayHome = page.getByRole('main').getByRole('link', { name: site.wayHome.signIn });
    await expect(wayHome).toHaveAttribute('href', texts.login);
    // By keyboard: the skip link, then the way on.
    await wayHome.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(siteUrl(site.id, texts.login));
    await expect(page.getByRole('heading', { level: 1, name: texts.submit })).toBeVisible();
    expect(problemsBesides(problems, 404)).toEqual([]);
  });

  test(`${site.id}: a server error is the site's own 500, leading a signed-out visitor to login`, async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto(siteUrl(site.id, SERVER_ERROR_DRILL));
    await expectSiteFrame(page, response, site, 500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.serverError.title);
    await expect(page.getByText(site.serverError.body)).toBeVisible();
    // Never the server's message or a stack.
    await expect(page.getByText(/drill|Error:/)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    // Try again asks for the same address again.
    const again = page.waitForResponse((answer) => answer.url() === siteUrl(site.id, SERVER_ERROR_DRILL) && answer.request().isNavigationRequest());
    await page.getByRole('button', { name: site.serverError.retry }).click();
    expect((await again).status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.serverError.title);
    await page.getByRole('main').getByRole('link', { name: site.wayHome.signIn }).click();
    await expect(page).toHaveURL(siteUrl(site.id, texts.login));
    expect(problemsBesides(problems, 500)).toEqual([]);
  });

  test(`${site.id}: signed in, the 404 and the 500 lead home`, async ({ page }) => {
    await signIn(page, site.id);
    for (const [path, status, title] of [
      [site.missing, 404, site.notFound.title],
      [SERVER_ERROR_DRILL, 500, site.serverError.title],
    ] as const) {
      const response = await page.goto(siteUrl(site.id, path));
      await expectSiteFrame(page, response, site, status);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('main').getByRole('link', { name: site.wayHome.signIn })).toHaveCount(0);
      const home = page.getByRole('main').getByRole('link', { name: site.wayHome.home });
      await expect(home).toHaveAttribute('href', texts.home);
      await home.click();
      await expect(page).toHaveURL(siteUrl(site.id, texts.home));
      await expect(page.getByRole('banner').getByText(texts.ownerName).first()).toBeAttached();
    }
  });
}

test('an unknown host keeps the neutral 404, in English and of no brand', async ({ page }) => {
  const response = await page.goto(siteUrl('unknown-brand', '/findes-ikke'));
  expect(response?.status()).toBe(404);
  expect(response!.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.locator('img[src*="/brands/"]')).toHaveCount(0);
  // Its server-error drill is no page either: there is no site to fail.
  expect((await page.goto(siteUrl('unknown-brand', SERVER_ERROR_DRILL)))?.status()).toBe(404);
});

test('the maintenance site keeps its maintenance page on an unknown path and at the drill', async ({ page }) => {
  for (const path of ['/finns-inte', SERVER_ERROR_DRILL]) {
    const response = await page.goto(siteUrl('maintenance', path));
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vi uppdaterar sidan');
  }
});
