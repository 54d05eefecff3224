import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROUTES, ROUTE_KEYS } from '../../config/routes';
import { expect, test } from './support/test';
import { signIn, type DemoSite } from './support/auth';
import { siteUrl } from './support/stack-ports';

/*
 * Nothing at the bottom of the screen covers anything (docs/design.md#the-bottom-dock): on a phone,
 * with every bar shown (the cookie choice unanswered, the app banner, on sites that ask for consent
 * again the prompt folded into its button, and a toast), every control of every page of two sites,
 * and every control of the bars themselves, is what a tap at its centre reaches once it is scrolled
 * to the middle of the screen (document.elementFromPoint). A control a bar covers is named with
 * the bar.
 */
const PHONE = { width: 390, height: 844 };
const LANGUAGE = { 'aurora-dk': 'da', 'aurora-se': 'sv', 'volta-dk': 'da', 'volta-se': 'sv' } as const satisfies Record<DemoSite, string>;
const TEXTS = {
  da: { cookieTitle: 'Cookies – lokal erstatning', app: /Mit Aurora|Min Volta/, pill: 'Opdateret samtykke: læs og svar' },
  sv: { cookieTitle: 'Cookies – lokal ersättare', app: /Mitt Aurora|Min Volta/, pill: 'Uppdaterat samtycke: läs och svara' },
} as const;

function pathsOf(site: DemoSite, access: 'anonymous' | 'authenticated' | 'everyone'): string[] {
  const file = path.join(process.cwd(), 'locales', LANGUAGE[site], 'routes.json');
  const paths = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return ROUTE_KEYS.filter((route) => ROUTES[route].access === access).map((route) => `/${paths[route]}`);
}

/** Every visible control on the page that a tap at its centre, scrolled to the middle of the screen, does not reach. */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const covered: string[] = [];
    const describe = (el: Element | null) => {
      if (!el) return 'nothing';
      const bar = el.closest('[data-dock-place]')?.getAttribute('data-dock-place');
      if (bar) return `the ${bar} bar`;
      if (el.closest('[aria-label] ol li')) return `a toast`;
      return `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`;
    };
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="switch"], [role="tab"]',
    );
    for (const control of controls) {
      if (!control.checkVisibility({ checkVisibilityCSS: true }) || control.closest('[aria-hidden="true"], [inert]')) continue;
      // A checkbox drawn as something else (a chip) is tapped on its label.
      const target = control instanceof HTMLInputElement && control.getBoundingClientRect().width <= 1 ? control.labels?.[0] : control;
      if (!target || target.getBoundingClientRect().width <= 1 || target.getBoundingClientRect().height <= 1) continue;
      target.scrollIntoView({ block: 'center', inline: 'center' });
      const box = target.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      // Off the screen even when scrolled to (a strip's item its scroller cannot bring in): not a tap.
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && (target === hit || target.contains(hit))) continue;
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      covered.push(`${control.tagName.toLowerCase()} "${name}" under ${describe(hit)}`);
    }
    window.scrollTo(0, 0);
    return covered;
  });
}

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

async function expectBars(page: Page, site: DemoSite, signedIn: boolean) {
  const texts = TEXTS[LANGUAGE[site]];
  await expect(page.getByRole('region', { name: texts.cookieTitle })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('complementary', { name: texts.app })).toBeVisible();
  if (signedIn && site.startsWith('aurora')) await expect(page.getByRole('button', { name: texts.pill })).toBeVisible({ timeout: 15_000 });
}

test.describe('the bottom dock on a phone', () => {
  test.use({ quietBanners: false, viewport: PHONE, isMobile: true, hasTouch: true });

  for (const site of ['aurora-dk', 'volta-se'] as const) {
    test(`${site}: every page with every bar shown, no control covered`, async ({ page }) => {
      const signedOut = [...pathsOf(site, 'anonymous'), ...pathsOf(site, 'everyone')];
      const signedIn = [...pathsOf(site, 'authenticated'), ...pathsOf(site, 'everyone')];
      test.setTimeout(60_000 + (signedOut.length + signedIn.length) * 12_000);
      const problems: string[] = [];

      for (const pagePath of signedOut) {
        await page.goto(siteUrl(site, pagePath));
        await settle(page);
        await expectBars(page, site, false);
        for (const covered of await coveredControls(page)) problems.push(`${site}${pagePath} signed out: ${covered}`);
      }

      // Signed in, the cookie choice still unanswered: on Aurora the consent-again prompt waits folded.
      await signIn(page, site);
      for (const pagePath of signedIn) {
        await page.goto(siteUrl(site, pagePath));
        await settle(page);
        await expectBars(page, site, true);
        for (const covered of await coveredControls(page)) problems.push(`${site}${pagePath}: ${covered}`);
      }
      expect(problems).toEqual([]);
    });
  }

  test('aurora-dk: the consent-again prompt opened, and a toast, over the cookie choice and the app banner: nothing covered', async ({ page }) => {
    await signIn(page, 'aurora-dk');
    await expectBars(page, 'aurora-dk', true);
    // The owner opens the prompt while the cookie choice still waits: the dock holds all three.
    await page.getByRole('button', { name: TEXTS.da.pill }).click();
    const prompt = page.getByRole('region', { name: 'Et samtykke er blevet opdateret' });
    await expect(prompt).toBeVisible();
    await settle(page);
    // The dock never takes more than half the screen: the middle, where a control is scrolled to, stays clear.
    const dock = await page.locator('#bottom-dock').boundingBox();
    expect(dock!.y).toBeGreaterThan(PHONE.height / 2);
    expect(await coveredControls(page)).toEqual([]);

    // A toast stacks above the dock, never on it; the page's room grows by both.
    await page.goto(siteUrl('aurora-dk', '/min-profil/samtykke'));
    await settle(page);
    await page.getByRole('switch', { name: 'Påmindelser på sms' }).click();
    const toasts = page.getByRole('region', { name: 'Statusbeskeder' });
    await expect(toasts.getByRole('listitem')).toHaveCount(1);
    // Where the toast comes to rest: the dock's height reaches the toasts through a CSS variable set
    // after the dock is measured (useRoomFor), a frame or more after the toast appears on a busy machine.
    const gap = async () => {
      const toastBox = await toasts.getByRole('listitem').boundingBox();
      const dockBox = await page.locator('#bottom-dock').boundingBox();
      return dockBox!.y + 1 - (toastBox!.y + toastBox!.height);
    };
    await expect.poll(gap).toBeGreaterThanOrEqual(0);
    expect(await coveredControls(page)).toEqual([]);
  });
});
