import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { expect, newQuietContext, quietenBanners, test } from './support/test';
import { signIn } from './support/auth';
import { CHROMIUM_ARGS, findChromium } from './support/browser';
import { seriousViolations } from './support/axe';
import { siteUrl } from './support/stack-ports';

// One site per theme; each screen at a desktop and a phone width.
const THEMES = [
  {
    site: 'aurora-dk',
    styleguide: '/komponenter',
    anonymous: ['/log-ind', '/opret-konto', '/nulstil-adgangskode', '/ny-adgangskode?token=t&email=owner%40example.com', '/cookies', '/privatlivspolitik'],
    signedIn: ['/min-bil', '/fordele', '/min-profil/interesser'],
  },
  {
    site: 'volta-se',
    styleguide: '/komponenter',
    anonymous: ['/inloggning', '/skapa-konto', '/aktivera-konto?token=t&email=owner%40example.com', '/cookies'],
    signedIn: ['/min-bil', '/notiser', '/min-profil/samtycke'],
  },
] as const;
// The phone is 320 px wide, the width WCAG's reflow criterion (1.4.10) names: nothing may need
// scrolling sideways there (400 % zoom on a 1280 px screen is the same width).
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 320, height: 640 },
] as const;

/** Axe's serious and critical violations; on the phone, whether the page scrolls sideways and the current tab shows. */
async function check(page: Page, where: string, phone: boolean) {
  expect(await seriousViolations(page), where).toEqual([]);
  if (phone) {
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, `${where} scrolls sideways at 320 px`).toBeLessThanOrEqual(clientWidth);
    // A strip of tabs wider than the phone (the profile's) opens scrolled to the current one.
    const offScreen = await page.evaluate(() =>
      [...document.querySelectorAll('ul [aria-current="page"]')]
        .filter((tab) => {
          const box = tab.getBoundingClientRect();
          return box.width > 0 && (box.left < 0 || box.right > document.documentElement.clientWidth);
        })
        .map((tab) => tab.textContent),
    );
    expect(offScreen, `${where}: the current tab is off the screen`).toEqual([]);
  }
}

for (const { site, styleguide, anonymous, signedIn } of THEMES) {
  for (const viewport of VIEWPORTS) {
    test(`the component showcase passes axe in ${site}'s theme (${viewport.name})`, async ({ browser }) => {
      const context = await newQuietContext(browser, { viewport });
      const page = await context.newPage();
      await page.goto(siteUrl(site, styleguide));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, `${site}${styleguide}`, viewport.name === 'phone');
      await context.close();
    });

    test(`${site}'s screens pass axe, signed out and signed in (${viewport.name})`, async ({ browser }) => {
      test.slow();
      const context = await newQuietContext(browser, { viewport });
      const page = await context.newPage();
      for (const path of anonymous) {
        await page.goto(siteUrl(site, path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await check(page, `${site}${path}`, viewport.name === 'phone');
      }
      await signIn(page, site as 'aurora-dk' | 'volta-se');
      for (const path of signedIn) {
        await page.goto(siteUrl(site, path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await check(page, `${site}${path}`, viewport.name === 'phone');
      }
      // The open account menu and, on phones, the open mobile menu.
      if (viewport.name === 'phone') {
        await page.getByRole('button', { name: /Öppna menyn|Åbn menu/ }).click();
      } else {
        await page.getByRole('button', { name: /Din konto|Ditt konto/ }).click();
      }
      expect(await seriousViolations(page), `${site} menu`).toEqual([]);
      await context.close();
    });
  }
}

test('the maintenance and 404 pages pass axe', async ({ browser }) => {
  const context = await newQuietContext(browser);
  const page = await context.newPage();
  await page.goto(siteUrl('maintenance', '/'));
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(siteUrl('unknown-site', '/'));
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('toasts from the showcase appear newest first and can be dismissed by keyboard', async ({ browser }) => {
  const context = await newQuietContext(browser);
  const page = await context.newPage();
  // A toast lasts 5 s, and on a busy machine the clicks and checks take longer than that: the
  // page's clock is paused while no toast is held by focus or hover, so time moves only when the
  // test says so (axe needs it running, while both toasts are held).
  const pauseClock = async () => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.clock.install();
  await page.goto(siteUrl('aurora-dk', '/komponenter'));
  await pauseClock();
  await page.getByRole('button', { name: 'Vis bekræftelse' }).click();
  await page.getByRole('button', { name: 'Vis fejl' }).click();
  await page.clock.runFor(100);
  const messages = page.getByRole('region', { name: 'Statusbeskeder' }).getByRole('listitem');
  await expect(messages).toHaveCount(2);
  await expect(messages.first()).toContainText('Vi kunne ikke gemme dine ændringer.');
  // Keyboard focus pauses a toast, so both stay while we look and dismiss.
  const close = messages.first().getByRole('button', { name: 'Luk beskeden' });
  await close.focus();
  await messages.last().hover();
  await page.clock.resume();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(messages).toHaveCount(2);
  // Dismissing the first moves the other out from under the mouse: stop the clock before it does.
  await pauseClock();
  await page.keyboard.press('Enter');
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toContainText('Din profil er gemt.');
  await context.close();
});

// WCAG 1.4.4: text enlarged to 200 % in the browser's settings (not zoom, which also narrows the
// layout viewport) must lose nothing. The layout's breakpoint is in em (config/layout.ts), so a
// 1280 px window with 200 % text gets the phone layout, as a 640 px one would: the desktop header's
// links and the owner's name no longer fit on one line there (they ran 76 px past the edge with a
// breakpoint in px).
test('with the browser’s text size at 200 %, a desktop-wide window reflows: nothing scrolls sideways', async ({ mock }) => {
  test.slow();
  const profile = mkdtempSync(join(tmpdir(), 'portal-text-size-'));
  mkdirSync(join(profile, 'Default'));
  // Chromium's own setting (Settings > Appearance > Font size), 32 px instead of its 16 px.
  writeFileSync(
    join(profile, 'Default', 'Preferences'),
    JSON.stringify({ webkit: { webprefs: { default_font_size: 32, default_fixed_font_size: 26 } } }),
  );
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: mock.headers,
  });
  try {
    await quietenBanners(context);
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, 'aurora-dk');
    // The setting took: the page's text is twice the usual size.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
    for (const path of ['/min-bil', '/mine-biler', '/forhandler', '/fordele', '/min-profil/generelt']) {
      await page.goto(siteUrl('aurora-dk', path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Åbn menu' }), path).toBeVisible();
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, `${path} scrolls sideways with 200 % text at 1280 px`).toBeLessThanOrEqual(clientWidth);
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
