import { expect, test } from './support/test';
import { SITES, loginUrlFor, signIn } from './support/auth';
import { watchConsole } from './support/console';
import { holdScripts } from './support/hold-scripts';
import { keepStaticElements, staticElementsConnected, staticScripts } from './support/static-page';
import { siteUrl } from './support/stack-ports';

/**
 * A signed-in screen's static page is its frame and its heading (components/shell/screen-heading.tsx),
 * shown only where the browser holds a session (lib/boot/session-mark-script.ts): an owner sees the
 * page's title and introduction before any of its scripts has run, and an anonymous visitor sees
 * nothing of it, only the loading state, on the way to login.
 */
const SITE = 'aurora-dk';
const texts = SITES[SITE];
const SECURITY = '/min-profil/sikkerhed';
const VEHICLES = '/mine-biler';
/** Help's static page is its whole screen, not ScreenShell (pages/[site]/[locale]/help.tsx). */
const HELP = '/hjaelp';
const TITLE = 'Sikkerhed';
const INTRO = 'Skift den e-mail, du logger ind med, eller din adgangskode.';
const LOADING = 'Indlæser …';

test("an owner sees a screen's frame and heading before its scripts run; the screen then takes over in place", async ({ page }) => {
  await signIn(page, SITE);
  const release = await holdScripts(page);
  await page.goto(siteUrl(SITE, SECURITY), { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: TITLE });
  await expect(heading).toBeVisible();
  await expect(page.getByText(INTRO)).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-session', '');
  const before = await heading.boundingBox();
  // Nothing of the owner's: no name in the header, no form yet.
  await expect(page.getByText(texts.ownerName)).toHaveCount(0);
  await expect(page.locator('form')).toHaveCount(0);

  release();
  await expect(page.locator('form').first()).toBeVisible();
  await expect(page.getByRole('banner').getByText(texts.ownerName).first()).toBeAttached();
  await expect(heading).toBeVisible();
  expect(await heading.boundingBox()).toEqual(before);
});

test("a screen's static header and footer are hydrated in place, with a clean console, on a slow phone", async ({ page }) => {
  await signIn(page, SITE);
  // The elements the static page arrives with, kept to compare with what the owner ends up with.
  await keepStaticElements(page, ['header', 'footer']);
  // The header's and footer's code (loaded after the page's own, layouts/site-frame.tsx)
  // comes a second late, as on a slow network: the page hydrates and the owner's data answers
  // before it, which is when a changed context or the data itself made React draw them anew.
  const url = siteUrl(SITE, SECURITY);
  const inPage = new Set(await staticScripts(page, url));
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (!inPage.has(new URL(route.request().url()).pathname)) await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  const problems = watchConsole(page);
  // At a phone's speed (4x slower CPU).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url);
  await expect(page.locator('form').first()).toBeVisible();
  await expect(page.getByRole('banner').getByText(texts.ownerName).first()).toBeAttached();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const kept = await staticElementsConnected(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(kept).toEqual([true, true]);
  expect(problems).toEqual([]);
});

test("an anonymous visitor sees only the loading state of a screen's static page, and goes to login", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(siteUrl(SITE, SECURITY), { waitUntil: 'commit' });
  // One spinner, the loading state's: the shell's own is hidden with the rest of it.
  await expect(page.getByRole('status').filter({ hasText: LOADING })).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: LOADING })).toBeVisible();
  // The heading is in the static page, but not shown without a session.
  const heading = page.getByRole('heading', { level: 1, name: TITLE, includeHidden: true });
  await expect(heading).toBeAttached();
  await expect(heading).toBeHidden();
  await expect(page.getByText(INTRO)).toBeAttached();
  await expect(page.getByText(INTRO)).toBeHidden();
  await expect(page.locator('header')).toBeHidden();
  await expect(page.locator('main')).toBeHidden();
  await expect(page.locator('html')).not.toHaveAttribute('data-session', '');

  release();
  await expect(page).toHaveURL(loginUrlFor(SITE, SECURITY));
});

test('signing out takes the session mark away, so the next static page shows nothing of the frame', async ({ page }) => {
  await signIn(page, SITE);
  await expect(page.locator('html')).toHaveAttribute('data-session', '');
  await page.getByRole('button', { name: `${texts.account}: ${texts.ownerName}` }).click();
  await page.getByRole('menuitem', { name: texts.logout }).click();
  await expect(page).toHaveURL(siteUrl(SITE, texts.login));
  await expect(page.locator('html')).not.toHaveAttribute('data-session', '');
});

test("a screen's first calls need no script but its static page's: the API client's code is listed there", async ({ page }) => {
  await signIn(page, SITE);
  const url = siteUrl(SITE, VEHICLES);
  const inPage = new Set(await staticScripts(page, url));
  // The API client's own script (axios in it: its xsrfCookieName default) is one of them; the sign-in page does not list it.
  const sources = await Promise.all([...inPage].map(async (script) => [script, await page.evaluate(async (path) => (await fetch(path)).text(), script)] as const));
  const clientScripts = sources.filter(([, source]) => source.includes('xsrfCookieName')).map(([script]) => script);
  expect(clientScripts).toHaveLength(1);
  expect(await staticScripts(page, siteUrl(SITE, texts.login))).not.toContain(clientScripts[0]);
  expect(await staticScripts(page, siteUrl(SITE, HELP))).toContain(clientScripts[0]);

  // Every script the static page does not list is held back for the rest of the test: the cars'
  // call still goes out, with the owner's token.
  let endHold = () => {};
  const hold = new Promise<void>((resolve) => (endHold = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (inPage.has(new URL(route.request().url()).pathname)) return route.continue();
    await hold;
    await route.abort().catch(() => undefined);
  });
  try {
    const carsAsked = page.waitForRequest((request) => request.url().endsWith('/api/profile/vehicles'), { timeout: 20_000 });
    await page.goto(url, { waitUntil: 'commit' });
    expect((await carsAsked).headers()['authorization']).toMatch(/^Bearer /);
  } finally {
    endHold();
  }
});
