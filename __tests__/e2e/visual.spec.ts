import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn, type DemoSite } from './support/auth';
import { siteUrl } from './support/stack-ports';

/*
 * What the owner sees, kept as pictures (docs/design.md#screenshots): home, rewards, the Points tab
 * and the vehicles page on a phone, in Aurora's light theme and Volta's dark one. A change that
 * alters them fails here until the pictures are updated on purpose:
 *   npx playwright test __tests__/e2e/visual.spec.ts --update-snapshots
 * and the new PNGs (visual.spec.ts-snapshots/) are looked at and committed with the change.
 * Deterministic: the mock's data is seeded, and the browser's clock set, at one fixed moment; the
 * typefaces are the portal's own files; animations are off (Playwright's default for screenshots);
 * the consent-again prompt is folded and the banners answered.
 */
const PHONE = { width: 390, height: 844 };
const AT = new Date('2026-06-10T09:30:00Z');
const PAGES = { home: '/min-bil', rewards: '/fordele', points: '/fordele?view=points', vehicles: '/mine-biler' } as const;
const THEMES: Record<'light' | 'dark', DemoSite> = { light: 'aurora-dk', dark: 'volta-dk' };

async function pictures(page: Page) {
  // Every picture in view has loaded, the page's sections have their data, and the header its
  // unread count (asked once the page's own calls are answered).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('link', { name: /^Notifikationer, \d+ ulæst/ })).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => page.evaluate(() => [...document.images].filter((img) => img.getBoundingClientRect().top < innerHeight).every((img) => img.complete && img.naturalWidth > 0)))
    .toBe(true);
  await page.evaluate(() => document.fonts.ready);
}

test.describe('screens on a phone, as pictures', () => {
  test.use({ viewport: PHONE, deviceScaleFactor: 1 });

  for (const [theme, site] of Object.entries(THEMES)) {
    test(`${theme} theme (${site}): home, rewards, Points and vehicles`, async ({ page, mock }) => {
      await mock.setClock(AT);
      await page.clock.install({ time: AT });
      // The consent-again prompt folded into its button, as after "Later".
      await page.addInitScript(() => window.sessionStorage.setItem('consent-again-later', '1'));
      await signIn(page, site);
      for (const [name, pagePath] of Object.entries(PAGES)) {
        await page.goto(siteUrl(site, pagePath));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
        await pictures(page);
        await expect(page).toHaveScreenshot(`${theme}-${name}.png`, { maxDiffPixelRatio: 0.01, caret: 'hide' });
      }
    });
  }
});
