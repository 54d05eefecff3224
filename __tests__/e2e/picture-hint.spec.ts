import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SITES, signIn } from './support/auth';
import { watchConsole } from './support/console';
import { holdScripts } from './support/hold-scripts';
import { siteUrl } from './support/stack-ports';

/**
 * Home remembers its first car's picture (lib/boot/picture-hint.ts): on the next visit the page's head
 * asks for it while the scripts load, not after the scripts, the session and the cars' call; the
 * card then uses that same response. The vehicles page draws it too, in its first car's outline.
 * Signing out forgets it.
 */
const SITE = 'aurora-dk';
const texts = SITES[SITE];

/** Signs in (to home) and waits until home has remembered its first car's picture; gives that picture. */
async function signInAndRemember(page: Page) {
  await signIn(page, SITE);
  const card = page.getByRole('main').locator('li a img').first();
  await expect(card).toHaveJSProperty('complete', true);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('firstPictureHint'))).not.toBeNull();
  return card;
}

/** Signs out through the account menu, then opens `path` with the page's scripts held back. */
async function signOutAndOpenStatic(page: Page, path: string) {
  await page.getByRole('button', { name: `${texts.account}: ${texts.ownerName}` }).click();
  await page.getByRole('menuitem', { name: texts.logout }).click();
  await expect(page).toHaveURL(siteUrl(SITE, texts.login));
  await holdScripts(page);
  await page.goto(siteUrl(SITE, path), { waitUntil: 'commit' });
}

test("home fetches the first car's picture of last time before its calls, once", async ({ page }) => {
  const firstPicture = await signInAndRemember(page);
  const src = await firstPicture.getAttribute('src');
  expect(src).toBeTruthy();
  const srcSet = await firstPicture.getAttribute('srcset');
  // The file the browser chose (next/image gives a srcset: one width of the optimised picture).
  const pictureUrl = await firstPicture.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(pictureUrl).toMatch(/^http/);

  // The order in which the second visit asks for things.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(siteUrl(SITE, texts.home));
  await expect(page.getByRole('main').locator('li a img').first()).toHaveJSProperty('complete', true);

  const preload = page.locator('head link[rel="preload"][as="image"][data-picture-hint]');
  await expect(preload).toHaveCount(1);
  expect(await preload.getAttribute('href')).toBe(src);
  expect(await preload.getAttribute('imagesrcset')).toBe(srcSet);
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

test("home's static page shows the remembered picture before any script has run, and the page removes it", async ({
  page,
}) => {
  const src = await (await signInAndRemember(page)).getAttribute('src');

  // The next visit, with the page's scripts held back: only the static page and its inline scripts run.
  const release = await holdScripts(page);
  await page.goto(siteUrl(SITE, texts.home), { waitUntil: 'commit' });
  const splash = page.locator('#picture-splash');
  const picture = splash.locator('img');
  await expect(picture).toBeVisible();
  await expect(splash).toHaveAttribute('aria-hidden', 'true');
  expect(await picture.getAttribute('src')).toBe(src);
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Nothing of the page is there yet: the splash is the loading state's only picture.
  await expect(page.getByRole('main')).toHaveCount(0);

  // Once the scripts run and the page opens, the splash is gone and the card shows the picture.
  release();
  await expect(page.getByRole('main').locator('li a img').first()).toHaveJSProperty('complete', true);
  await expect(splash).toHaveCount(0);

  // Signed out, home's static page keeps the splash hidden, and login has none.
  await signOutAndOpenStatic(page, texts.home);
  await expect(page.locator('#picture-splash')).toHaveAttribute('hidden', '');
  await expect(page.locator('#picture-splash img')).toBeHidden();
  expect(await page.locator('#picture-splash img').getAttribute('src')).toBeNull();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test("the vehicles page's static page draws the remembered picture in the first car's outline before any script has run, where the card then shows it", async ({
  page,
}) => {
  const src = await (await signInAndRemember(page)).getAttribute('src');

  // The vehicles page, with its scripts held back: only the static page and its inline scripts run.
  const problems = watchConsole(page);
  const release = await holdScripts(page);
  await page.goto(siteUrl(SITE, texts.vehicles), { waitUntil: 'commit' });
  const place = page.locator('#first-car-picture');
  const picture = place.locator('img');
  await expect(picture).toBeVisible();
  expect(await picture.getAttribute('src')).toBe(src);
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // In the first car's outline, which says the cars are loading; no car of the owner's yet.
  await expect(page.getByRole('main').locator('[aria-busy="true"] li')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
  const drawn = await picture.boundingBox();

  // The page opens and the cars answer: the first car's picture is where the static page drew it.
  release();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  const first = page.getByRole('main').locator('li').first().locator('img');
  await expect(first).toHaveJSProperty('complete', true);
  // Polled: the card may still be drawn anew once (its answer is shown a step behind).
  await expect.poll(() => first.boundingBox()).toEqual(drawn);
  // React took the static page over without a complaint (no hydration mismatch).
  expect(problems).toEqual([]);

  // Signed out, the vehicles page's static page keeps the place hidden, with no picture.
  await signOutAndOpenStatic(page, texts.vehicles);
  await expect(page.locator('#first-car-picture')).toHaveAttribute('hidden', '');
  expect(await page.locator('#first-car-picture img').getAttribute('src')).toBeNull();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
