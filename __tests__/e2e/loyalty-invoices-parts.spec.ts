import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SITES as SITES_TEXTS, signIn, type DemoSite } from './support/auth';
import { holdScripts } from './support/hold-scripts';
import { seriousViolations } from './support/axe';
import { digitsOf, sectionNamed } from './support/locators';
import { siteUrl } from './support/stack-ports';

/** The Points tab, service invoices and parts catalogue on one Danish Aurora and one Swedish Volta. */
const SITES = {
  'aurora-dk': {
    paths: { rewards: '/fordele', vehicles: '/mine-biler' },
    t: {
      pointsTab: 'Point',
      yourPoints: 'Dine point',
      balance: /^([\d.]+) point$/,
      giftCards: 'Gavekort',
      shopIntro: 'Byt dine point til et gavekort. Vælg butik og beløb.',
      loading: 'Indlæser …',
      yourCards: 'Dine gavekort',
      fuel100: /^100\skr\. · 1\.000 point$/,
      buy: 'Køb for 1.000 point',
      cost: 1000,
      reveal: /^Vis kode/,
      tierProgress: /^Fra \S+ til \S+$/,
      travel: 'Rejsebureauet',
      missing: /^Mangler [\d.]+ point$/,
      boughtTitle: 'Dit gavekort: Nordic Fuel, 100 kr.',
      copy: /^Kopiér kode/,
      validUntil: 'Gyldigt til og med',
      done: 'Færdig',
      yearTotal: (year: number) => `Brugt på dine biler i ${year}`,
      money: /^[\d.]+,\d{2}\skr\.$/,
      models: 'Modeller',
      categories: 'Kategorier',
      search: /^Søg i reservedele/,
    },
    parts: { model: 'Nova', category: 'Filtre', text: 'olie', found: 'Oliefilter', count: '1 del fundet' },
  },
  'volta-se': {
    paths: { rewards: '/erbjudanden', vehicles: '/mina-bilar' },
    t: {
      pointsTab: 'Poäng',
      yourPoints: 'Dina poäng',
      balance: /^([\d\s\u00a0]+) poäng$/,
      giftCards: 'Presentkort',
      shopIntro: 'Byt dina poäng mot ett presentkort. Välj butik och belopp.',
      loading: 'Laddar …',
      yourCards: 'Dina presentkort',
      fuel100: /^100\skr · 700 poäng$/,
      buy: 'Köp för 700 poäng',
      cost: 700,
      reveal: /^Visa kod/,
      tierProgress: /^Från \S+ till \S+$/,
      travel: 'Resebyrån',
      missing: /^[\d\s\u00a0]+ poäng saknas$/,
      boughtTitle: 'Ditt presentkort: Nordic Fuel, 100 kr',
      copy: /^Kopiera kod/,
      validUntil: 'Giltigt till och med',
      done: 'Klar',
      yearTotal: (year: number) => `Spenderat på dina bilar ${year}`,
      money: /^[\d\s\u00a0]+,\d{2}\skr$/,
      models: 'Modeller',
      categories: 'Kategorier',
      search: /^Sök reservdelar/,
    },
    parts: { model: 'Volta Spark', category: 'Laddning', text: 'kabel', found: 'Laddkabel typ 2, 7 m', count: '2 delar hittades' },
  },
} as const;


/** Signs in and, on Aurora (mustConsentAgain), answers the consent-again prompt that sits over the page. */
async function signInQuietly(page: Page, site: DemoSite) {
  await signIn(page, site);
  if (site === 'aurora-dk') await page.getByRole('button', { name: 'Nej tak' }).click();
}

for (const [site, data] of Object.entries(SITES) as Array<[DemoSite, (typeof SITES)[keyof typeof SITES]]>) {
  test.describe(`loyalty, invoices and parts on ${site}`, () => {
    test('home and the Points tab show the same balance; the Points tab passes axe', async ({ page }) => {
      await signInQuietly(page, site);
      const onHome = sectionNamed(page, data.t.yourPoints).getByText(data.t.balance);
      await expect(onHome).toBeVisible();
      const balance = digitsOf(await onHome.textContent());

      await page.goto(siteUrl(site, data.paths.rewards));
      await page.getByRole('link', { name: data.t.pointsTab, exact: true }).click();
      await expect(page).toHaveURL(/[?&]view=points/);
      await expect(page.getByRole('link', { name: data.t.pointsTab, exact: true })).toHaveAttribute('aria-current', 'page');
      const inTab = sectionNamed(page, data.t.yourPoints).getByText(data.t.balance);
      await expect(inTab).toBeVisible();
      expect(digitsOf(await inTab.textContent())).toBe(balance);
      await expect(page.getByRole('figure')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("a link to the Points tab draws the tab in the static page, and it stays in place when the tab's code takes over", async ({ page }) => {
      await signInQuietly(page, site);
      const release = await holdScripts(page);
      const intro = page.getByText(data.t.shopIntro);
      const pointsTab = page.getByRole('link', { name: data.t.pointsTab, exact: true });
      const spinner = page.locator('#main-content').getByText(data.t.loading);
      // The rewards' address, before any of the app's scripts: the spinner, not the tab's outline.
      await page.goto(siteUrl(site, data.paths.rewards), { waitUntil: 'commit' });
      await expect(spinner).toBeVisible();
      await expect(intro).toBeHidden();
      await expect(pointsTab).toBeHidden();

      // The Points tab's address: its tabs, the account's card and the shop's introduction at once.
      await page.goto(siteUrl(site, `${data.paths.rewards}?view=points`), { waitUntil: 'commit' });
      await expect(intro).toBeVisible();
      await expect(spinner).toBeHidden();
      await expect(pointsTab).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { name: data.t.yourPoints, level: 2 })).toBeVisible();
      await expect(page.getByRole('heading', { name: data.t.giftCards, level: 2 })).toBeVisible();
      const before = await intro.boundingBox();

      release();
      // The tab's own drawing, with the owner's balance, where the static page's was.
      await expect(sectionNamed(page, data.t.yourPoints).getByText(data.t.balance)).toBeVisible();
      await expect(page.getByRole('banner').getByText(SITES_TEXTS[site].ownerName).first()).toBeAttached();
      expect(await intro.boundingBox()).toEqual(before);
      // The mark was the static page's: the opened page's address may change (the Rewards tab).
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-view'))).toBe(false);
    });

    test('a wallet: the tier\'s progress, amounts out of reach with the points missing, and a bought card open at once with its code', async ({ page }) => {
      await signInQuietly(page, site);
      await page.goto(siteUrl(site, `${data.paths.rewards}?view=points`));
      const account = sectionNamed(page, data.t.yourPoints);
      const balanceText = account.getByText(data.t.balance);
      await expect(balanceText).toBeVisible();
      const before = digitsOf(await balanceText.textContent());

      // The way to the next tier is a progress bar, named by the two tiers.
      const progress = account.getByRole('progressbar', { name: data.t.tierProgress });
      await expect(progress).toBeVisible();
      const [now, max] = await Promise.all([progress.getAttribute('aria-valuenow'), progress.getAttribute('aria-valuemax')]);
      expect(Number(max)).toBeGreaterThan(Number(now));

      // An amount the balance cannot pay is no button, and says how many points are missing.
      const rate = data.t.cost / 100;
      const travel = sectionNamed(page, data.t.giftCards).getByRole('listitem').filter({ has: page.getByRole('heading', { name: data.t.travel }) });
      const outOfReach = travel.getByText(data.t.missing).last();
      await expect(outOfReach).toBeVisible();
      expect(digitsOf(await outOfReach.textContent())).toBe(2000 * rate - before);
      await expect(travel.getByRole('button', { name: /2[.\s\u00a0]000/ })).toHaveCount(0);

      const fuel = sectionNamed(page, data.t.giftCards).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Nordic Fuel' }) });
      await fuel.getByRole('button', { name: data.t.fuel100 }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: data.t.buy }).click();

      // Bought: the dialog is the card, with its code ready to copy and how long it is valid.
      const code = new RegExp(`^${site === 'aurora-dk' ? 'AUR' : 'VLT'}-FUE-[0-9A-F]{8}$`);
      await expect(dialog.getByRole('heading', { name: data.t.boughtTitle })).toBeVisible();
      await expect(dialog.getByText(code)).toBeVisible();
      await expect(dialog.getByRole('button', { name: data.t.copy })).toBeFocused();
      await expect(dialog.getByText(data.t.validUntil)).toBeVisible();
      await dialog.getByRole('button', { name: data.t.done }).click();
      await expect(dialog).toBeHidden();

      await expect.poll(async () => digitsOf(await balanceText.textContent())).toBe(before - data.t.cost);
      const cards = sectionNamed(page, data.t.yourCards);
      const newest = cards.getByRole('listitem').first();
      await expect(newest.getByRole('heading', { level: 3 })).toHaveText(/^Nordic Fuel, 100\skr/);
      await newest.getByRole('button', { name: data.t.reveal }).click();
      await expect(newest.getByText(code)).toBeVisible();
    });

    test("the vehicles page shows this year's invoice total and passes axe", async ({ page }) => {
      await signInQuietly(page, site);
      await page.goto(siteUrl(site, data.paths.vehicles));
      const label = page.getByText(data.t.yearTotal(new Date().getUTCFullYear()), { exact: true });
      await expect(label).toBeVisible();
      await expect(label.locator('xpath=following-sibling::dd')).toHaveText(data.t.money);
      await expect(page.getByRole('group', { name: data.t.models })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('finds a part by model, category and text, and a reload shows the same', async ({ page }) => {
      await signInQuietly(page, site);
      await page.goto(siteUrl(site, data.paths.vehicles));
      await page.getByRole('group', { name: data.t.models }).getByRole('checkbox', { name: data.parts.model, exact: true }).check();
      await page.getByRole('group', { name: data.t.categories }).getByRole('checkbox', { name: data.parts.category, exact: true }).check();
      await page.getByRole('searchbox', { name: data.t.search }).fill(data.parts.text);
      await expect(page).toHaveURL(new RegExp(`partSearch=${data.parts.text}`));
      await expect(page.getByText(data.parts.count, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: data.parts.found, level: 4 })).toBeVisible();

      await page.reload();
      await expect(page.getByRole('group', { name: data.t.models }).getByRole('checkbox', { name: data.parts.model, exact: true })).toBeChecked();
      await expect(page.getByRole('group', { name: data.t.categories }).getByRole('checkbox', { name: data.parts.category, exact: true })).toBeChecked();
      await expect(page.getByRole('searchbox', { name: data.t.search })).toHaveValue(data.parts.text);
      await expect(page.getByText(data.parts.count, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: data.parts.found, level: 4 })).toBeVisible();
    });
  });
}
