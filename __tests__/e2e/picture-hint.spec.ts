import { expect, test } from './support/test';
import { SITES, signIn } from './support/auth';
import { siteUrl } from './support/stack-ports';

/**
 * Home remembers its first car's picture (lib/picture-hint.ts): on the next visit the page's head
 * asks for it while the scripts load, not after the scripts, the session and the cars' call; the
 * card then uses that same response. Signing out forgets it.
 */
const SITE = 'aurora-dk';
const texts = SITES[SITE];

test("home fetches the first car's picture of last time before its calls, once", async ({ page }) => {
  await signIn(page, SITE);
  const firstPicture = page.getByRole('main').locator('li img').first();
  await expect(firstPicture).toHaveJSProperty('complete', true);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('firstPictureHint'))).not.toBeNull();
  const src = await firstPicture.getAttribute('src');
  expect(src).toBeTruthy();
  const pictureUrl = new URL(src!, page.url()).href;

  // The order in which the second visit asks for things.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(siteUrl(SITE, texts.home));
  await expect(page.getByRole('main').locator('li a img').first()).toHaveJSProperty('complete', true);

  const preload = page.locator('head link[rel="preload"][as="image"][data-picture-hint]');
  await expect(preload).toHaveCount(1);
  expect(await preload.getAttribute('href')).toBe(src);
  expect(await preload.getAttribute('fetchpriority')).toBe('high');

  const picture = requested.indexOf(pictureUrl);
  const cars = requested.findIndex((url) => url.endsWith('/api/profile/vehicles'));
  expect(picture).toBeGreaterThanOrEqual(0);
  expect(cars).toBeGreaterThan(picture);
  // Asked for once: the card used the preloaded picture.
  expect(requested.filter((url) => url === pictureUrl)).toHaveLength(1);

  // Signing out forgets it: no preload on the next visit to home, which leads to login.
  await page.getByRole('button', { name: `${texts.account}: ${texts.ownerName}` }).click();
  await page.getByRole('menuitem', { name: texts.logout }).click();
  await expect(page).toHaveURL(siteUrl(SITE, texts.login));
  expect(await page.evaluate(() => localStorage.getItem('firstPictureHint'))).toBeNull();
  requested.length = 0;
  await page.goto(siteUrl(SITE, texts.home));
  await expect(page).toHaveURL(siteUrl(SITE, texts.login));
  expect(requested).not.toContain(pictureUrl);
});
