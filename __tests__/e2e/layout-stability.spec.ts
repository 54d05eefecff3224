import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { siteUrl } from './support/stack-ports';

/**
 * The split layout (login, sign-up, activation, password pages) must not shift while it loads
 * (CLS 0). On phones the cover sits above the form but comes after it in the document, so while
 * the HTML is still arriving the form must already be in its final place below the cover's band.
 */
const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1280, height: 800 };

// These run in the browser (page.evaluate), so each is self-contained.
const formTop = () => document.querySelector('main')!.getBoundingClientRect().top;
const coverBox = () => document.querySelector('img[src*="/cover"]')!.parentElement!.getBoundingClientRect().toJSON() as DOMRect;
const removeCover = () => document.querySelector('img[src*="/cover"]')!.parentElement!.remove();

/**
 * Holds the answers to GET requests whose path matches until the returned `release` is called
 * (the browser's CORS preflights pass): what is drawn while they load can then be measured.
 */
async function holdAnswers(page: Page, path: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      if (route.request().method() === 'GET') await held;
      await route.continue();
    },
  );
  return () => release();
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  for (const site of ['aurora-dk', 'volta-se']) {
    test(`${site}'s login form keeps its place whether or not the cover has arrived`, async ({ page }) => {
      await page.goto(siteUrl(site, site.endsWith('-dk') ? '/log-ind' : '/inloggning'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      const cover = await page.evaluate(coverBox);
      const withCover = await page.evaluate(formTop);
      // The cover is the band at the top, the form below it.
      expect(cover.top).toBe(0);
      expect(cover.height).toBeGreaterThan(0);
      expect(withCover).toBeGreaterThanOrEqual(cover.bottom);
      // The cover is the page's largest paint: it is preloaded and fetched first among the images.
      await expect(page.locator('img[src*="/cover"]')).toHaveAttribute('fetchpriority', 'high');
      await expect(page.locator('link[rel="preload"][as="image"][href*="/cover"][fetchpriority="high"]').first()).toBeAttached();

      // As the parser sees the page before the cover's markup: the form's place is the same.
      await page.evaluate(removeCover);
      expect(await page.evaluate(formTop)).toBe(withCover);
    });
  }

  test('the login page records no layout shift while it loads', async ({ page }) => {
    await page.goto(siteUrl('aurora-dk', '/log-ind'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
        }),
    );
    expect(shift).toBe(0);
  });

  test.describe('a first visit, with both bars at the bottom', () => {
    test.use({ quietBanners: false });

    test('the cookie choice and the app banner come without a layout shift', async ({ page }) => {
      await page.goto(siteUrl('aurora-dk', '/log-ind'));
      await expect(page.getByRole('button', { name: 'Kun nødvendige cookies' })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'App: Mit Aurora' })).toBeVisible();
      const shifts = await page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            const seen: string[] = [];
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
                const nodes = (entry.sources ?? []).map((source) => (source.node instanceof Element ? `${source.node.tagName}#${source.node.id}` : '?'));
                if (!entry.hadRecentInput) seen.push(`${entry.value.toFixed(4)} ${nodes.join(' ')}`);
              }
            }).observe({ type: 'layout-shift', buffered: true });
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(seen)));
          }),
      );
      expect(shifts).toEqual([]);
    });
  });
});

test.describe('the vehicles page on a phone', () => {
  test.use({ viewport: PHONE });

  test('outlines the cars with their own height, so the section below them keeps its place', async ({ page }) => {
    await signIn(page, 'aurora-dk');
    // Home has shown the owner's two cars: the browser now knows how many to outline.
    await expect(page.getByRole('link', { name: /Årgang/ })).toHaveCount(2);

    // The cars' answer is held until the outlines have been measured.
    const release = await holdAnswers(page, /\/api\/profile\/vehicles$/);
    await page.goto(siteUrl('aurora-dk', '/mine-biler'));
    const addCar = page.getByRole('region', { name: 'Tilføj en bil' });
    await expect(page.getByRole('status').filter({ hasText: 'Henter dine biler' })).toBeAttached();
    await expect(page.locator('[aria-busy="true"] li')).toHaveCount(2);
    await expect(addCar).toBeVisible();
    const whileLoading = (await addCar.boundingBox())!.y;

    release();
    await expect(page.getByRole('button', { name: 'Vis detaljer' })).toHaveCount(2);
    // The second car's picture is lazy: its frame has a fixed ratio, so it does not matter whether it is in.
    const withCars = (await addCar.boundingBox())!.y;
    expect(Math.abs(withCars - whileLoading)).toBeLessThan(1);
  });
});

test.describe('home on a phone', () => {
  test.use({ viewport: PHONE });

  const HOME = {
    'aurora-dk': { greeting: 'Hej Mette', cars: 'Dine biler', modelYear: /Årgang/, loading: 'Henter dine biler', below: 'Udvalgte fordele' },
    'volta-se': { greeting: 'Hej Anna', cars: 'Dina bilar', modelYear: /Årsmodell/, loading: 'Hämtar dina bilar', below: 'Utvalda erbjudanden' },
  } as const;

  for (const [site, words] of Object.entries(HOME)) {
    test(`${site}: the cars' outlines are as tall as the cars, so the rewards below them keep their place`, async ({ page }) => {
      await signIn(page, site as keyof typeof HOME);
      // Home has shown the owner's cars: the browser now knows how many to outline. signIn waits
      // for the greeting, not for the cars' answer: wait for the cars before counting them.
      const carLinks = page.getByRole('link', { name: words.modelYear });
      await expect(carLinks.first()).toBeVisible();
      const cars = await carLinks.count();
      expect(cars).toBeGreaterThan(0);

      // The cars' answer is held until the outlines have been measured.
      const release = await holdAnswers(page, /\/api\/profile\/vehicles$/);
      await page.reload();
      const section = page.getByRole('region', { name: words.cars });
      const below = page.getByRole('region', { name: words.below });
      await expect(section.getByRole('status').filter({ hasText: words.loading })).toBeAttached();
      // The cars' list (the quick actions, below it, are a list of their own).
      await expect(section.getByRole('list').first().locator(':scope > li')).toHaveCount(cars);
      // What else is above the rewards is in: the greeting with the owner's name.
      await expect(page.getByRole('heading', { level: 1, name: words.greeting })).toBeVisible();
      await expect(below).toBeVisible();
      const whileLoading = (await below.boundingBox())!.y;

      release();
      await expect(section.getByRole('link', { name: words.modelYear })).toHaveCount(cars);
      const withCars = (await below.boundingBox())!.y;
      expect(Math.abs(withCars - whileLoading)).toBeLessThan(1);
    });
  }

  test('the sections below the first screen are drawn only when the owner scrolls near them', async ({ page }) => {
    // Chromium draws a content-visibility: auto section once it comes within one and a half windows
    // of the window (150 %, kViewportMarginPercentage in Blink's display_lock_document_state.cc): on
    // an 823 px tall phone all of home is that near. A phone's window half as tall (the browser's
    // bars and the keyboard out) puts the news beyond it.
    await page.setViewportSize({ width: PHONE.width, height: 480 });
    await signIn(page, 'aurora-dk');
    const news = page.getByRole('region', { name: 'Nyheder' });
    // Found by its name: off the screen, a section is still in the accessibility tree.
    await expect(news).not.toHaveAttribute('aria-busy');
    const drawn = (locator: Locator) => locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    const article = news.getByRole('listitem').first();
    await page.evaluate(() => window.scrollTo(0, 0));
    // The news begin more than two and a half windows down: beyond "near".
    expect(await news.evaluate((element) => element.getBoundingClientRect().top / window.innerHeight)).toBeGreaterThan(2.5);
    // content-visibility: auto (components/ui/section-card.tsx): the browser skips its layout and paint.
    await expect.poll(() => drawn(article)).toBe(false);
    // The cars' section, on the first screen, is drawn.
    expect(await drawn(page.getByRole('region', { name: 'Dine biler' }).getByRole('heading', { level: 2 }))).toBe(true);

    await news.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(article)).toBe(true);
    await expect(article).toBeVisible();
  });
});

/** A layout shift as the browser records it, with what moved (PerformanceObserver 'layout-shift'). */
interface RecordedShift {
  value: number;
  sources: Array<{ node: string; from: number[]; to: number[] }>;
}

declare global {
  interface Window {
    recordedShifts?: RecordedShift[];
  }
}

test.describe('signed-in home as it opens on a slow phone', () => {
  test.use({ viewport: PHONE });

  const HOME_SECTIONS = {
    'aurora-dk': ['Dine biler', 'Udvalgte fordele', 'Nyheder'],
    'volta-se': ['Dina bilar', 'Utvalda erbjudanden', 'Nyheter'],
  } as const;

  for (const [site, sections] of Object.entries(HOME_SECTIONS)) {
    test(`${site}: home records no layout shift from its first paint until every section and the brand's typeface are in`, async ({ page }) => {
      // Signed in, home seen once (the browser knows how many cars to outline), as an owner coming back.
      await signIn(page, site as keyof typeof HOME_SECTIONS);
      await page.addInitScript(() => {
        window.recordedShifts = [];
        const describe = (node: Node | null) => {
          if (!(node instanceof Element)) return node ? node.nodeName : 'gone';
          const label = node.getAttribute('aria-label') ?? node.getAttribute('aria-labelledby') ?? node.textContent?.trim().slice(0, 40) ?? '';
          return `${node.tagName.toLowerCase()} ${label}`;
        };
        const box = (rect: DOMRectReadOnly) => [rect.x, rect.y, rect.width, rect.height].map(Math.round);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
            }
          >) {
            if (entry.hadRecentInput) continue;
            window.recordedShifts!.push({
              value: entry.value,
              sources: entry.sources.map((source) => ({ node: describe(source.node), from: box(source.previousRect), to: box(source.currentRect) })),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // Its files fetched anew (the brand's typeface too), at a phone's speed (4x slower CPU).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.reload();
      for (const name of sections) await expect(page.getByRole('region', { name })).toBeAttached();
      // Every section's answer drawn (the workshop's and the points' too, where the owner has them).
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => [...document.fonts].some((font) => font.status === 'loaded'))).toBe(true);
      // Two frames more, so a shift of the last change is recorded.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shifts = await page.evaluate(() => window.recordedShifts);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      expect(shifts).toEqual([]);
    });
  }
});

test.describe('pages that wait for the profile, on a phone', () => {
  test.use({ viewport: PHONE });

  test("dealer: the owner's dealers are outlined while the profile loads, so the search below keeps its place", async ({ page }) => {
    // Home, where sign-in leads, has seen the owner's two dealers.
    await signIn(page, 'aurora-dk');
    const release = await holdAnswers(page, /\/api\/profile$/);
    await page.goto(siteUrl('aurora-dk', '/forhandler'));
    const own = page.getByRole('region', { name: 'Dine forhandlere' });
    await expect(own.locator('li[aria-busy="true"]')).toHaveCount(2);
    const search = page.getByLabel(/^Navn, by eller postnummer/);
    await expect(search).toBeVisible();
    const whileLoading = (await search.boundingBox())!.y;

    release();
    await expect(own.getByRole('heading', { level: 3 })).toHaveText(['Auto Nord Lyngby', 'Bilhuset Valby']);
    await expect(own.locator('li[aria-busy="true"]')).toHaveCount(0);
    expect(Math.abs((await search.boundingBox())!.y - whileLoading)).toBeLessThan(1);
  });

  test('security: the address the owner signs in with has its line while the profile loads, so the form keeps its place', async ({ page }) => {
    await signIn(page, 'aurora-dk');
    const release = await holdAnswers(page, /\/api\/profile$/);
    await page.goto(siteUrl('aurora-dk', '/min-profil/sikkerhed'));
    const signedInWith = page.getByText(/^Du logger ind med/);
    await expect(signedInWith).toHaveAttribute('aria-busy', 'true');
    const newEmail = page.getByLabel(/^Ny e-mail/);
    await expect(newEmail).toBeVisible();
    const whileLoading = (await newEmail.boundingBox())!.y;

    release();
    await expect(signedInWith).toHaveText(/owner@example\.com/);
    expect(Math.abs((await newEmail.boundingBox())!.y - whileLoading)).toBeLessThan(1);
  });
});

test.describe('home and the general profile on a desktop', () => {
  test.use({ viewport: DESKTOP });

  const top = async (locator: Locator) => (await locator.boundingBox())!.y;

  test("home: every section's outline is as tall as its content, so none below moves", async ({ page }) => {
    // A first visit to home tells the browser how many cars, dealers, rewards and news to outline.
    await signIn(page, 'aurora-dk');
    const sections = ['Dine biler', 'Udvalgte fordele', 'Nyheder', 'Dit værksted', 'Dine point'];
    const allIn = async () => {
      for (const name of sections) await expect(page.getByRole('region', { name })).not.toHaveAttribute('aria-busy');
      await expect(page.getByRole('region', { name: 'Dit værksted' }).getByRole('link', { name: /^Ring/ })).toBeVisible();
    };
    await allIn();
    const release = await holdAnswers(page, /\/api\/profile(\/(vehicles|loyalty-account|publications|news|retailer-sites\/.+))?$/);
    await page.reload();
    const points = page.getByRole('region', { name: 'Dine point' });
    const news = page.getByRole('region', { name: 'Nyheder' });
    await expect(points).toHaveAttribute('aria-busy', 'true');
    await expect(news).toHaveAttribute('aria-busy', 'true');
    const whileLoading = [await top(points), await top(news)];

    release();
    await allIn();
    expect([await top(points), await top(news)]).toEqual(whileLoading);
  });

  test('general profile: the form is as tall while the profile loads, so the delete section keeps its place', async ({ page }) => {
    await signIn(page, 'aurora-dk');
    const release = await holdAnswers(page, /\/api\/profile$/);
    await page.goto(siteUrl('aurora-dk', '/min-profil/generelt'));
    const form = page.getByRole('region', { name: 'Dine oplysninger' });
    const remove = page.getByRole('heading', { name: 'Slet konto' });
    await expect(form).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByLabel(/^Fornavn/)).toBeDisabled();
    const whileLoading = await top(remove);

    release();
    await expect(page.getByLabel(/^Fornavn/)).toHaveValue('Mette');
    expect(await top(remove)).toBe(whileLoading);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the form is on the left and the cover fills the right half', async ({ page }) => {
    await page.goto(siteUrl('aurora-dk', '/log-ind'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const form = await page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().toJSON() as DOMRect);
    const cover = await page.evaluate(coverBox);
    expect(form.right).toBeLessThanOrEqual(cover.left);
    expect(cover.left).toBe(DESKTOP.width / 2);
    expect(cover.top).toBe(0);
    expect(cover.height).toBeGreaterThanOrEqual(DESKTOP.height);
  });
});

test.describe("the rewards page's Points tab", () => {
  const POINTS_TAB = { 'aurora-dk': '/fordele?view=points', 'volta-se': '/erbjudanden?view=points' } as const;
  for (const [device, viewport] of [
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ] as const) {
    for (const site of ['aurora-dk', 'volta-se'] as const) {
      test(`${site} on ${device}: the account's outline is as tall as the account, so the gift card shop keeps its place`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await signIn(page, site);
        const release = await holdAnswers(page, /\/api\/profile\/loyalty-account$/);
        await page.goto(siteUrl(site, POINTS_TAB[site]));
        const account = page.locator('main section').first();
        const shop = page.locator('section[aria-labelledby="gift-card-shop"]');
        await expect(account).toHaveAttribute('aria-busy', 'true');
        // The tab's own drawing (the sections after the shop), not the static page's outline of it,
        // which the page replaces in the same place as it opens.
        await expect(shop.locator('xpath=following-sibling::*').first()).toBeAttached();
        await expect(shop).toBeVisible();
        const whileLoading = (await shop.boundingBox())!.y;

        release();
        await expect(account).not.toHaveAttribute('aria-busy');
        await expect(account.getByText(/\d/).first()).toBeVisible();
        expect((await shop.boundingBox())!.y).toBe(whileLoading);
      });
    }
  }
});
