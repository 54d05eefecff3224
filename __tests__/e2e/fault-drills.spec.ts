import type { Locator, Page } from '@playwright/test';
import { expect, test, type MockApi } from './support/test';
import { signIn } from './support/auth';
import { digitsOf, sectionNamed } from './support/locators';
import { siteUrl } from './support/stack-ports';

/*
 * Fault drills, one per backend area the owner screens use: the mock's fault switch
 * (api-client/mocks/faults.ts: 500, 503, a dropped connection) is turned on for this test's
 * namespace only (mock.faults), the screen shows its error with a retry while the rest of the page
 * keeps working, a form being saved keeps what was typed, and once the fault is lifted the retry
 * (or the same save) works. Queries retry a 5xx or no answer twice before the error shows.
 * volta-dk: Danish, and no consent-again prompt over the pages.
 */
const SITE = 'volta-dk';
const PATHS = {
  home: '/min-bil',
  vehicles: '/mine-biler',
  dealer: '/forhandler',
  rewards: '/fordele',
  points: '/fordele?view=points',
  news: '/nyheder',
  notifications: '/notifikationer',
  help: '/hjaelp',
  login: '/log-ind',
  general: '/min-profil/generelt',
  consent: '/min-profil/samtykke',
  interests: '/min-profil/interesser',
} as const;
const TRY_AGAIN = 'Prøv igen';

/** The error state showing `message`, and its own retry button. */
function errorState(page: Page, message: string): { alert: Locator; retry: Locator } {
  const alert = page.getByRole('alert').filter({ hasText: message }).first();
  return { alert, retry: alert.locator('xpath=..').getByRole('button', { name: TRY_AGAIN }) };
}

/** Signed in, with `fault` switched on, on `path`: the error shows; then the fault is lifted and the retry brings the content. */
async function drill(page: Page, mock: MockApi, { path, fault, message }: { path: string; fault: string; message: string }) {
  await signIn(page, SITE);
  await mock.faults(fault);
  await page.goto(siteUrl(SITE, path));
  const { alert, retry } = errorState(page, message);
  // Three calls with backoff come before the error: allow them the time on a busy machine.
  await expect(alert).toBeVisible({ timeout: 15_000 });
  // The rest of the page works: its heading and the header's navigation are there.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await mock.faults('');
  return { alert, retry };
}

/** Toasts have no status role here: the message is found as text (after the toast's hidden kind, e.g. "Fejl"). */
const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();

test('vehicles: the list fails with 500, the page stays, and "try again" brings the cars', async ({ page, mock }) => {
  const { alert, retry } = await drill(page, mock, { path: PATHS.vehicles, fault: 'getVehicles=500', message: 'Vi kunne ikke hente dine biler.' });
  await retry.click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Vis detaljer' }).first()).toBeVisible();
});

test('vehicles: a mileage save on a dropped connection keeps the typed value, and saves once the backend is back', async ({ page, mock }) => {
  await signIn(page, SITE);
  await page.goto(siteUrl(SITE, PATHS.vehicles));
  await page.getByRole('button', { name: 'Vis detaljer' }).first().click();
  const field = page.getByLabel(/^Kilometerstand i km/).first();
  const next = digitsOf(await field.inputValue()) + 321;
  await field.fill(String(next));
  await mock.faults('updateVehicleMileage=drop');
  await page.getByRole('button', { name: 'Gem kilometerstand' }).first().click();
  await expect(toast(page, 'Kilometerstanden blev ikke gemt. Prøv igen.')).toBeVisible();
  await expect(field).toHaveValue(String(next));

  await mock.faults('');
  await page.getByRole('button', { name: 'Gem kilometerstand' }).first().click();
  await expect(toast(page, /Kilometerstanden er gemt/)).toBeVisible();
  // (No call count here: Chromium itself resends an idempotent PUT once on a reset connection.)
});

test('dealer: a search answered 503 keeps the search words, the own dealers stay, and "try again" finds the dealer', async ({ page, mock }) => {
  await signIn(page, SITE);
  await page.goto(siteUrl(SITE, PATHS.dealer));
  await expect(page.getByRole('heading', { name: 'Dine forhandlere', level: 2 })).toBeVisible();
  await mock.faults('getRetailerSites=503');
  const field = page.getByLabel(/^Navn, by eller postnummer/);
  await field.fill('Odense');
  await page.getByRole('button', { name: 'Søg', exact: true }).click();
  const { alert, retry } = errorState(page, 'Vi kunne ikke hente forhandlerne.');
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(field).toHaveValue('Odense');
  await expect(page.getByRole('heading', { name: 'Dine forhandlere', level: 2 })).toBeVisible();

  await mock.faults('');
  await retry.click();
  await expect(page.getByRole('heading', { name: 'Odense Bilby', level: 3 })).toBeVisible();
});

test('profile: getProfile=503 keeps a signed-in owner signed in, on login too, and "try again" brings the page back', async ({ page, mock }) => {
  await signIn(page, SITE);
  await mock.faults('getProfile=503');
  const stillSignedIn = 'Vi kan ikke hente din konto lige nu. Du er stadig logget ind. Prøv igen om lidt.';
  await page.reload();
  await expect(errorState(page, stillSignedIn).alert).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(siteUrl(SITE, PATHS.home));

  // Opening the login page, as an owner with a bookmark would: not a login form, but vehicles.
  await page.goto(siteUrl(SITE, PATHS.login));
  await expect(page).toHaveURL(siteUrl(SITE, PATHS.vehicles));
  const { alert, retry } = errorState(page, stillSignedIn);
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Log ind', exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('authenticated'))).toBe('true');

  // "Try again" is busy while the query's own retries run; once they have given up it is the
  // owner's. Lifting the fault before then lets a pending retry bring the page back first.
  await expect(retry).toBeEnabled({ timeout: 30_000 });
  // A part of the frame whose code comes later asks again as it mounts (features/auth/route-guard.tsx),
  // which busies "try again" anew: once the page has stopped fetching, it is the owner's for good.
  await page.waitForLoadState('networkidle');
  await expect(retry).toBeEnabled({ timeout: 30_000 });
  await mock.faults('');
  await retry.click();
  await expect(page.getByRole('button', { name: /^Din konto: / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vis detaljer' }).first()).toBeVisible();
});

test('profile general: a save answered 503 keeps every value typed, and the same save works once lifted', async ({ page, mock }) => {
  await signIn(page, SITE);
  await page.goto(siteUrl(SITE, PATHS.general));
  const typed = { first: page.getByLabel(/^Fornavn/), last: page.getByLabel(/^Efternavn/), city: page.getByLabel(/^By/) };
  await typed.first.fill('Karen');
  await typed.last.fill('Bøgh-Olsen');
  await typed.city.fill('Aarhus C');
  await mock.faults('updateProfile=503');
  await page.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(toast(page, 'Vi kunne ikke gemme dine oplysninger. Dine ændringer står der stadig, så prøv igen.')).toBeVisible();
  await expect(typed.first).toHaveValue('Karen');
  await expect(typed.last).toHaveValue('Bøgh-Olsen');
  await expect(typed.city).toHaveValue('Aarhus C');
  // Still signed in: the header still names the owner as before the save.
  await expect(page.getByRole('button', { name: /^Din konto: / })).toBeVisible();

  await mock.faults('');
  await page.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(page.getByRole('button', { name: 'Din konto: Karen Bøgh-Olsen' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^By/)).toHaveValue('Aarhus C');
});

test('consents: the list fails with 500, then a switch answered 503 is not lost: both work once lifted', async ({ page, mock }) => {
  const { retry } = await drill(page, mock, { path: PATHS.consent, fault: 'getConsents=500', message: 'Vi kunne ikke hente dine samtykker.' });
  await retry.click();
  const toggle = page.getByRole('switch').and(page.locator(':not([disabled])')).first();
  await expect(toggle).toBeVisible();
  const before = await toggle.getAttribute('aria-checked');

  await mock.faults('updateConsents=503');
  await toggle.click();
  await expect(toast(page, /Vi kunne ikke gemme dit valg for/)).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', before!);

  await mock.faults('');
  await toggle.click();
  await expect(toast(page, /Gemt: du siger/)).toBeVisible();
  await expect(toggle).not.toHaveAttribute('aria-checked', before!);
});

test('interests: the interests drop, "try again" loads them, and a failed save keeps the choice', async ({ page, mock }) => {
  const { retry } = await drill(page, mock, { path: PATHS.interests, fault: 'getInterests=drop', message: 'Vi kunne ikke hente interesserne.' });
  await retry.click();
  const choice = page.getByRole('checkbox').last();
  await expect(choice).toBeVisible();
  const wasChecked = await choice.isChecked();
  await choice.setChecked(!wasChecked);

  await mock.faults('updateInterests=503');
  await page.getByRole('button', { name: 'Gem interesser' }).click();
  await expect(toast(page, 'Vi kunne ikke gemme dine interesser. Dine valg står der stadig, så prøv igen.')).toBeVisible();
  expect(await choice.isChecked()).toBe(!wasChecked);

  await mock.faults('');
  await page.getByRole('button', { name: 'Gem interesser' }).click();
  await expect(toast(page, 'Dine interesser er gemt.')).toBeVisible();
});

test('rewards: the rewards fail with 503, the page and its navigation stay, and "try again" brings them', async ({ page, mock }) => {
  const message = 'Vi kunne ikke hente fordelene.';
  await drill(page, mock, { path: PATHS.rewards, fault: 'getPublications=503', message });
  // Each group of rewards has its own error and retry: volta-dk shows both groups, "Til dig" and
  // "Til din bil", whose calls give up each after its own retries, so both errors are awaited.
  const alerts = page.getByRole('alert').filter({ hasText: message });
  await expect(alerts).toHaveCount(2, { timeout: 15_000 });
  for (let left = 2; left > 0; left -= 1) {
    await errorState(page, message).retry.click();
    await expect(alerts).toHaveCount(left - 1);
  }
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
});

test('news: the news drop, and "try again" brings the first ten', async ({ page, mock }) => {
  const { alert, retry } = await drill(page, mock, { path: PATHS.news, fault: 'getNews=drop', message: 'Vi kunne ikke hente nyhederne.' });
  await retry.click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(10);
});

test('notifications: the list fails with 503, and "try again" brings it', async ({ page, mock }) => {
  const { alert, retry } = await drill(page, mock, {
    path: PATHS.notifications,
    fault: 'getNotifications=503',
    message: 'Vi kunne ikke hente dine notifikationer.',
  });
  await retry.click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Ulæst:/ }).first()).toBeVisible();
});

test('help: with the header’s news and notifications failing, the questions still open', async ({ page, mock }) => {
  await signIn(page, SITE);
  await mock.faults('getNews=drop,getNotifications=503');
  await page.goto(siteUrl(SITE, PATHS.help));
  const question = page.getByRole('main').locator('button[aria-expanded]').first();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => (await mock.calls()).getNotifications ?? 0).toBeGreaterThan(0);
});

test('loyalty: the points fail with 503 on home, the cars and dealer stay, and "try again" brings the points', async ({ page, mock }) => {
  const { alert, retry } = await drill(page, mock, { path: PATHS.home, fault: 'getLoyaltyAccount=503', message: 'Vi kunne ikke hente dine point.' });
  await expect(page.getByRole('heading', { name: 'Dine biler', level: 2 })).toBeVisible();
  await retry.click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByText(/^[\d.]+ point$/)).toBeVisible();
});

test('invoices: the lines fail with 503, the cars stay, and "try again" brings the lines', async ({ page, mock }) => {
  const { alert, retry } = await drill(page, mock, { path: PATHS.vehicles, fault: 'getInvoiceItems=503', message: 'Vi kunne ikke hente dine fakturaer.' });
  // The rest of the vehicles page is untouched: the cars and the parts catalogue.
  await expect(page.getByRole('button', { name: 'Vis detaljer' }).first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'Modeller' })).toBeVisible();
  const before = (await mock.calls()).getInvoiceItems ?? 0;
  await retry.click();
  await expect(alert).toHaveCount(0);
  await expect.poll(async () => (await mock.calls()).getInvoiceItems ?? 0).toBeGreaterThan(before);
});

test('parts: a search on a dropped connection keeps the search words, and "try again" finds the parts', async ({ page, mock }) => {
  await signIn(page, SITE);
  await page.goto(siteUrl(SITE, PATHS.vehicles));
  const search = page.getByRole('searchbox', { name: /^Søg i reservedele/ });
  await expect(search).toBeEnabled();
  await mock.faults('getParts=drop');
  await search.fill('kabel');
  const { alert, retry } = errorState(page, 'Vi kunne ikke hente reservedelene.');
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(search).toHaveValue('kabel');
  await expect(page.getByRole('button', { name: 'Vis detaljer' }).first()).toBeVisible();

  await mock.faults('');
  await retry.click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByText(/^\d+ dele? fundet$/)).toBeVisible();
  await expect(search).toHaveValue('kabel');
});

test('gift cards: a purchase answered 503 keeps the dialog and the balance, and the same purchase works once lifted', async ({ page, mock }) => {
  await signIn(page, SITE);
  await page.goto(siteUrl(SITE, PATHS.points));
  const balanceText = sectionNamed(page, 'Dine point').getByText(/^[\d.]+ point$/);
  await expect(balanceText).toBeVisible();
  const points = async () => digitsOf(await balanceText.textContent());
  const before = await points();

  await mock.faults('buyGiftCard=503');
  const shop = sectionNamed(page, 'Gavekort');
  await shop.getByRole('listitem').getByRole('button', { name: / point$/ }).and(page.locator(':enabled')).first().click();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: /^Køb for [\d.]+ point$/ });
  const cost = digitsOf(await confirm.textContent());
  await confirm.click();
  await expect(toast(page, 'Vi kunne ikke gennemføre købet. Prøv igen.')).toBeVisible();
  // Nothing lost: the dialog with its choice stays open, and no points were taken.
  await expect(dialog).toBeVisible();
  expect(await points()).toBe(before);

  await mock.faults('');
  await confirm.click();
  // Bought: the dialog turns into the card (its code, to copy); "Done" closes it.
  await expect(dialog.getByRole('heading', { name: /^Dit gavekort: / })).toBeVisible();
  await dialog.getByRole('button', { name: 'Færdig' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(points).toBe(before - cost);
});

test('points history: the redemptions fail with 500, the earned points stay, and "try again" brings them', async ({ page, mock }) => {
  const { alert, retry } = await drill(page, mock, { path: PATHS.points, fault: 'getRedemptions=500', message: 'Vi kunne ikke hente: Brugte point.' });
  await expect(page.getByRole('heading', { name: 'Dine point', level: 2 })).toBeVisible();
  await retry.click();
  await expect(alert).toHaveCount(0);
});
