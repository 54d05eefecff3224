import { signIn } from './support/auth';
import { siteUrl } from './support/stack-ports';
import { expect, test } from './support/test';

/*
 * Offline, said and safe (docs/product.md#offline): the browser context is set offline and back,
 * which fires the browser's offline and online events that React Query's onlineManager follows.
 */

const BANNER = 'Du er offline. Ændringer kan ikke gemmes, før du er online igen.';

test('offline: a quiet notice under the header; a search waits, and goes on by itself when the connection is back', async ({ page, context }) => {
  await signIn(page, 'aurora-dk');
  await page.goto(siteUrl('aurora-dk', '/forhandler'));
  const results = page.getByRole('list', { name: 'Forhandlere' });
  await expect(results.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(page.getByText(BANNER)).toBeHidden();

  await context.setOffline(true);
  // Said in a live region (the region itself takes no room: the notice in it is fixed over the page).
  await expect(page.getByRole('status').filter({ hasText: BANNER })).toHaveCount(1);
  await expect(page.getByText(BANNER)).toBeVisible();
  // Under the header, not over it: the header's links stay usable.
  const header = await page.locator('header').first().boundingBox();
  const notice = await page.getByText(BANNER).boundingBox();
  expect(notice!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

  // A new search while offline: asked for, nothing comes, nothing fails.
  await page.getByLabel(/^Navn, by eller postnummer/).fill('4000');
  await page.getByRole('button', { name: 'Søg', exact: true }).click();
  await expect(results.getByRole('heading', { name: 'Roskilde Bilcenter' })).toBeHidden();
  await page.waitForTimeout(1500);
  await expect(page.getByText(/Vi kunne ikke/)).toBeHidden();

  await context.setOffline(false);
  await expect(page.getByText(BANNER)).toBeHidden();
  // Nobody pressed anything: the waiting search went on with the connection.
  await expect(results.getByRole('heading', { level: 3 })).toHaveText(['Roskilde Bilcenter'], { timeout: 15_000 });
});

test('a save pressed offline is refused at once with a message, and what was typed stays; back online it saves', async ({ page, context }) => {
  await signIn(page, 'aurora-dk');
  await page.goto(siteUrl('aurora-dk', '/min-profil/generelt'));
  const firstName = page.getByLabel(/^Fornavn/);
  await expect(firstName).toHaveValue('Mette');
  await firstName.fill('Mathilde');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(page.getByText('Du er offline, så intet blev sendt. Det, du har skrevet, er her stadig. Prøv igen, når du er online.')).toBeVisible();
  await expect(firstName).toHaveValue('Mathilde');
  await expect(page.getByRole('button', { name: 'Gem ændringer' })).toBeEnabled();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Gem ændringer' }).click();
  // The confirmation as the owner sees it: a toast in the status messages, beside the offline
  // refusal's (an error toast stays until it is closed).
  const toasts = page.getByRole('region', { name: 'Statusbeskeder' }).getByRole('listitem');
  await expect(toasts.filter({ hasText: 'Dine oplysninger er gemt.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Fornavn/)).toHaveValue('Mathilde');
});

test.describe('with the service worker', () => {
  // The offline page is the service worker's (playwright.config.ts blocks workers elsewhere).
  test.use({ serviceWorkers: 'allow' });

  test("a navigation the server cannot answer shows the site's offline page; the worker keeps that page and nothing of the owner's", async ({ page, context }) => {
    await signIn(page, 'aurora-dk');
    await page.goto(siteUrl('aurora-dk', '/forhandler'));
    await expect(page.getByRole('list', { name: 'Forhandlere' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
    // Every page registers the worker once it has loaded; it takes the open page at once.
    await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active && navigator.serviceWorker.controller));

    await context.setOffline(true);
    await page.goto(siteUrl('aurora-dk', '/min-profil/generelt'));
    await expect(page.getByRole('heading', { level: 1, name: 'Du er offline' })).toBeVisible();
    await expect(page.getByText('Siden kan ikke åbnes uden forbindelse til internettet. Tjek din forbindelse, og prøv igen.')).toBeVisible();
    await expect(page).toHaveTitle('Du er offline – Mit Aurora');
    // What the worker keeps: the offline page, nothing else (no page with an owner's data, no API answer).
    const kept = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
      return paths;
    });
    expect(kept).toEqual(['/__offline']);

    // Back online, "try again" opens the page that was asked for.
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Prøv igen' }).click();
    await expect(page).toHaveURL(/\/min-profil\/generelt$/);
    await expect(page.getByLabel(/^Fornavn/)).toHaveValue('Mette');
  });
});
