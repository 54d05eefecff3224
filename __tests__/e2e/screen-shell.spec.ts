import { expect, test } from './support/test';
import { SITES, signIn } from './support/auth';
import { holdScripts } from './support/hold-scripts';
import { siteUrl } from './support/stack-ports';

/**
 * A signed-in screen's static page is its frame and its heading (components/shell/screen-heading.tsx),
 * shown only where the browser holds a session (lib/session-mark-script.ts): an owner sees the
 * page's title and introduction before any of its scripts has run, and an anonymous visitor sees
 * nothing of it, only the loading state, on the way to login.
 */
const SITE = 'aurora-dk';
const texts = SITES[SITE];
const SECURITY = '/min-profil/sikkerhed';
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
  await expect(page).toHaveURL(siteUrl(SITE, texts.login));
});

test('signing out takes the session mark away, so the next static page shows nothing of the frame', async ({ page }) => {
  await signIn(page, SITE);
  await expect(page.locator('html')).toHaveAttribute('data-session', '');
  await page.getByRole('button', { name: `${texts.account}: ${texts.ownerName}` }).click();
  await page.getByRole('menuitem', { name: texts.logout }).click();
  await expect(page).toHaveURL(siteUrl(SITE, texts.login));
  await expect(page.locator('html')).not.toHaveAttribute('data-session', '');
});
