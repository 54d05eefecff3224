import type { Page, Request } from '@playwright/test';
import { SHELL_PICTURE_ID } from '@/config/boot';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { holdScripts } from './support/hold-scripts';
import { staticScripts } from './support/static-page';
import { siteUrl } from './support/stack-ports';

/**
 * Early calls (lib/boot/early-calls.ts): the rewards and news pages' static pages send the list's call
 * themselves while the scripts load, preload its first picture and show it in the loading state;
 * the API client then takes that answer instead of asking again.
 */
const CASES = [
  { site: 'aurora-se', screen: 'rewards', path: '/erbjudanden', call: '/api/profile/publications?', filtered: '/erbjudanden?category=lifestyle' },
  { site: 'volta-dk', screen: 'news', path: '/nyheder', call: '/api/profile/news?', filtered: undefined },
] as const;

/** The requests of the list's call, as they go out. */
function listCalls(page: Page, call: string): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().includes(call)) calls.push(request);
  });
  return calls;
}

for (const c of CASES) {
  test(`${c.site}: the ${c.screen} page's list call is sent once, by its static page, and its first picture is preloaded for the card`, async ({ page }) => {
    await signIn(page, c.site);
    const calls = listCalls(page, c.call);
    await page.goto(siteUrl(c.site, c.path));
    const firstPicture = page.getByRole('main').locator('li img').first();
    await expect(firstPicture).toHaveJSProperty('complete', true);

    // The page's head sent it (a fetch); the API client took its answer and sent no request of its own.
    const first = calls.filter((request) => calls[0] && request.url() === calls[0].url());
    expect(first).toHaveLength(1);
    expect(first[0]!.resourceType()).toBe('fetch');
    expect(first[0]!.headers().authorization).toMatch(/^Bearer /);

    const preload = page.locator('head link[rel="preload"][as="image"][data-early-picture]');
    await expect(preload).toHaveCount(1);
    expect(await preload.getAttribute('imagesrcset')).toBe(await firstPicture.getAttribute('srcset'));
    expect(await preload.getAttribute('imagesizes')).toBe(await firstPicture.getAttribute('sizes'));

    if (c.filtered) {
      // A filtered address asks for other data: the page asks itself, as before.
      calls.length = 0;
      await page.goto(siteUrl(c.site, c.filtered));
      await expect.poll(() => calls.length).toBeGreaterThan(0);
      expect(calls.every((request) => request.resourceType() === 'xhr')).toBe(true);
      await expect(page.locator('head link[data-early-picture]')).toHaveCount(0);
    }
  });

  test(`${c.site}: the ${c.screen} page's static page shows the list's first picture before any script has run`, async ({ page }) => {
    await signIn(page, c.site);
    const release = await holdScripts(page);
    await page.goto(siteUrl(c.site, c.path), { waitUntil: 'commit' });
    const place = page.locator(`#${SHELL_PICTURE_ID}`);
    const picture = place.locator('img');
    await expect(picture).toBeVisible();
    await expect(place).toHaveAttribute('aria-hidden', 'true');
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const shown = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);

    // Once the scripts run and the page opens, the place is gone and the first card draws the same file.
    release();
    const firstPicture = page.getByRole('main').locator('li img').first();
    await expect(firstPicture).toHaveJSProperty('complete', true);
    await expect(place).toHaveCount(0);
    expect(await firstPicture.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(shown);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
}

/** Those of `scripts` (paths on the page's site) whose source holds `marker`. */
async function scriptsWith(page: Page, scripts: string[], marker: string): Promise<string[]> {
  const sources = await Promise.all(scripts.map(async (script) => [script, await page.evaluate(async (path) => (await fetch(path)).text(), script)] as const));
  return sources.filter(([, source]) => source.includes(marker)).map(([script]) => script);
}

/** The scripts a static page lists whose source holds `marker`. */
const listedScriptsWith = async (page: Page, url: string, marker: string) => scriptsWith(page, await staticScripts(page, url), marker);

test("aurora-se: the Points tab's static page sends the consent-again prompt's two calls itself, and the rewards page lists the prompt's code", async ({ page }) => {
  // The prompt's own script: its title's id is written in it (features/profile/consent-again-prompt.tsx).
  const marker = 'consent-again-title';
  await signIn(page, 'volta-se');
  expect(await listedScriptsWith(page, siteUrl('volta-se', '/erbjudanden'), marker)).toEqual([]);
  await signIn(page, 'aurora-se');
  const listed = await listedScriptsWith(page, siteUrl('aurora-se', '/erbjudanden'), marker);
  expect(listed).toHaveLength(1);
  // Other pages load it only when the prompt is needed; a site that does not ask again, never.
  expect(await listedScriptsWith(page, siteUrl('aurora-se', '/nyheter'), marker)).toEqual([]);

  const consentCalls = listCalls(page, '/api/profile/consents');
  await page.goto(siteUrl('aurora-se', '/erbjudanden?view=points'));
  await expect(page.getByRole('region', { name: 'Ett samtycke har uppdaterats' })).toBeVisible();
  // The prompt drew from the listed script: no other script with its code was loaded.
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => path.endsWith('.js')));
  expect(await scriptsWith(page, loaded, marker)).toEqual(listed);
  // Sent once each, by the head (a fetch); the prompt took their answers and asked nothing itself.
  expect(consentCalls.map((request) => new URL(request.url()).pathname.replace(/^\/[^/]+/, '')).sort()).toEqual([
    '/api/profile/consents',
    '/api/profile/consents/latest',
  ]);
  expect(consentCalls.map((request) => request.resourceType())).toEqual(['fetch', 'fetch']);

  // The rewards tab's address sends only its lists early: the prompt asks for its own there.
  consentCalls.length = 0;
  await page.goto(siteUrl('aurora-se', '/erbjudanden'));
  await expect(page.getByRole('region', { name: 'Ett samtycke har uppdaterats' })).toBeVisible();
  await expect.poll(() => consentCalls.length).toBe(2);
  expect(consentCalls.map((request) => request.resourceType())).toEqual(['xhr', 'xhr']);
});

for (const site of ['volta-dk', 'aurora-dk'] as const) {
  test(`${site}: the consent tab's static page sends the consents' two calls itself, and the tab takes their answers`, async ({ page }) => {
    await signIn(page, site);
    const consentCalls = listCalls(page, '/api/profile/consents');
    await page.goto(siteUrl(site, '/min-profil/samtykke'));
    await expect(page.getByRole('article').first()).toBeVisible();
    // On aurora-dk the consent-again prompt asks for the same two: they are still sent once each.
    expect(consentCalls.map((request) => new URL(request.url()).pathname.replace(/^\/[^/]+/, '')).sort()).toEqual([
      '/api/profile/consents',
      '/api/profile/consents/latest',
    ]);
    // By the head (a fetch), not by the API client (XMLHttpRequest).
    expect(consentCalls.map((request) => request.resourceType())).toEqual(['fetch', 'fetch']);
  });
}
