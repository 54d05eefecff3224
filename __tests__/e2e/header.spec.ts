import type { Page } from '@playwright/test';
import { expect, newQuietContext, test } from './support/test';
import { signIn } from './support/auth';
import { watchConsole } from './support/console';
import { siteUrl } from './support/stack-ports';

/** Nothing in the header reaches past the screen's right edge, and the page does not scroll sideways. */
async function expectHeaderFits(page: Page, where: string) {
  const overflow = await page.getByRole('banner').evaluate((header) => {
    const width = document.documentElement.clientWidth;
    const past = [...header.querySelectorAll('a, button')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > width;
      })
      .map((element) => element.textContent);
    return { past, scrolls: document.documentElement.scrollWidth > width };
  });
  expect(overflow, where).toEqual({ past: [], scrolls: false });
}

test.describe('header and footer', () => {
  test('links use the localised paths of the site’s language', async ({ page }) => {
    await signIn(page, 'aurora-se');
    const nav = page.getByRole('navigation', { name: 'Huvudmeny' }).first();
    // News is there as soon as the page shows (no link popping in and shifting the others).
    expect(await nav.getByRole('link', { name: 'Nyheter' }).count()).toBe(1);
    await expect(nav.getByRole('link', { name: 'Nyheter' })).toHaveAttribute('href', '/nyheter');
    await expect(nav.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/min-bil');
    await expect(nav.getByRole('link', { name: 'Start' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Erbjudanden', exact: true })).toHaveAttribute('href', '/erbjudanden');
    await expect(nav.getByRole('link', { name: 'Återförsäljare' })).toHaveAttribute('href', '/aterforsaljare');
    await expect(nav.getByRole('link', { name: 'Hjälp' })).toHaveAttribute('href', '/hjalp');
    await expect(page.getByRole('link', { name: 'Notiser' })).toHaveAttribute('href', '/notiser');
    await expect(page.getByRole('link', { name: /Mitt Aurora/ })).toHaveAttribute('href', '/min-bil');
  });

  test('News is not linked when the first page of website news is empty', async ({ page }) => {
    // The real answer (with its CORS headers) with an empty first page; preflights pass through.
    await page.route(/\/api\/profile\/news\?/, async (route) => {
      if (route.request().method() === 'OPTIONS') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, json: { data: [], pagination: { page: 1, hasNext: false } } });
    });
    await signIn(page, 'aurora-dk');
    const nav = page.getByRole('navigation', { name: 'Hovedmenu' }).first();
    await expect(nav.getByRole('link', { name: 'Fordele' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Nyheder' })).toHaveCount(0);
  });

  test('a news outage does not hold the page back; News is simply not linked', async ({ page }) => {
    // The first news request fails; the retries React Query then makes never get an answer, so
    // the page can only show if it waits for the first attempt alone.
    let answered = false;
    await page.route(/\/api\/profile\/news\?/, async (route) => {
      if (route.request().method() === 'OPTIONS') return route.continue();
      if (answered) return;
      answered = true;
      const response = await route.fetch();
      await route.fulfill({ response, status: 503, json: { title: 'Service Unavailable', status: 503 } });
    });
    await signIn(page, 'volta-dk');
    await expect(page.getByRole('navigation', { name: 'Hovedmenu' }).first().getByRole('link', { name: 'Nyheder' })).toHaveCount(0);
  });

  test('the notifications link shows the icon the site configures', async ({ page }) => {
    await signIn(page, 'aurora-dk');
    await expect(page.getByRole('link', { name: 'Notifikationer' }).locator('svg')).toHaveAttribute('data-icon', 'bell');
    await signIn(page, 'aurora-se');
    await expect(page.getByRole('link', { name: 'Notiser' }).locator('svg')).toHaveAttribute('data-icon', 'sms');
    await signIn(page, 'volta-dk');
    await expect(page.getByRole('link', { name: 'Notifikationer' }).locator('svg')).toHaveAttribute('data-icon', 'other');
  });

  test('the account menu opens by keyboard, holds Profile and Logout, and Escape returns focus', async ({ page }) => {
    await signIn(page, 'aurora-dk');
    const trigger = page.getByRole('button', { name: 'Din konto: Mette Hansen' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Profil' })).toBeFocused();
    await expect(menu.getByRole('menuitem', { name: 'Log ud' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('footer policy links follow the site’s cookie and privacy settings', async ({ page }) => {
    // aurora-dk: internal cookie page and internal privacy policy.
    await signIn(page, 'aurora-dk');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', '/cookies');
    await expect(footer.getByRole('link', { name: 'Privatlivspolitik' })).toHaveAttribute('href', '/privatlivspolitik');
    // aurora-se: external cookie link and the brand's external privacy URL, both in a new tab.
    await signIn(page, 'aurora-se');
    const cookies = page.getByRole('contentinfo').getByRole('link', { name: /Cookies/ });
    await expect(cookies).toHaveAttribute('href', 'https://www.aurora-bil.se/cookies');
    await expect(cookies).toHaveAttribute('target', '_blank');
    const privacy = page.getByRole('contentinfo').getByRole('link', { name: /Integritetspolicy/ });
    await expect(privacy).toHaveAttribute('href', 'https://www.aurora-bil.se/integritetspolicy');
    await expect(privacy).toHaveAttribute('target', '_blank');
  });

  test('below 700 px the links collapse into a menu', async ({ browser }) => {
    const context = await newQuietContext(browser, { viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await signIn(page, 'volta-se');
    await expect(page.getByRole('link', { name: 'Erbjudanden', exact: true })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Öppna menyn' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Stäng menyn' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Erbjudanden', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Erbjudanden', exact: true }).click();
    await expect(page).toHaveURL(/\/erbjudanden$/);
    await expect(page.getByRole('button', { name: 'Öppna menyn' })).toHaveAttribute('aria-expanded', 'false');

    // By keyboard: Escape closes the menu and focus returns to its button; tabbing on past the
    // menu's last item closes it too, so nothing focused is left under the open panel.
    await page.getByRole('button', { name: 'Öppna menyn' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Öppna menyn' })).toBeFocused();
    await page.keyboard.press('Enter');
    const logout = page.getByRole('button', { name: 'Logga ut' });
    await expect(logout).toBeVisible();
    await logout.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Öppna menyn' })).toHaveAttribute('aria-expanded', 'false');
    await expect(logout).toBeHidden();
    await context.close();
  });

  test('at 700 px and wider the links are in the header, which fits the screen even with a long name', async ({ browser, mock }) => {
    // Swedish has the longest links of the demo sites; at 700 px they, the bell and the owner's
    // name ran 104 px past the screen's edge.
    const context = await newQuietContext(browser, { viewport: { width: 700, height: 800 } }, mock);
    const page = await context.newPage();
    await signIn(page, 'volta-se');
    await expect(page.getByRole('link', { name: 'Erbjudanden', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Öppna menyn' })).toBeHidden();
    // Just above the phone layout the account button is an icon; its name still says whose.
    const account = (name: string) => page.getByRole('button', { name: `Ditt konto: ${name}` });
    await expect(account('Anna Lindberg')).toBeVisible();
    await expect(account('Anna Lindberg').getByText('Anna Lindberg')).toBeHidden();
    await expectHeaderFits(page, 'volta-se at 700 px');
    await page.setViewportSize({ width: 960, height: 800 });
    await expect(account('Anna Lindberg').getByText('Anna Lindberg')).toBeVisible();
    await expectHeaderFits(page, 'volta-se at 960 px');

    // A name as long as the profile allows on either side: the button shows the start of it.
    const first = 'Anna-Karin Margareta';
    const last = 'Lindberg-Åkerström Westerholm';
    await page.goto(siteUrl('volta-se', '/min-profil/allmant'));
    await page.getByLabel(/^Förnamn/).fill(first);
    await page.getByLabel(/^Efternamn/).fill(last);
    await page.getByRole('button', { name: 'Spara ändringar' }).click();
    await expect(account(`${first} ${last}`)).toBeVisible();
    await expectHeaderFits(page, 'a long name at 960 px');
    const cut = await account(`${first} ${last}`)
      .getByText(`${first} ${last}`)
      .evaluate((name) => name.scrollWidth > name.clientWidth);
    expect(cut, 'the long name ends in an ellipsis').toBe(true);
    await page.setViewportSize({ width: 700, height: 800 });
    await expectHeaderFits(page, 'a long name at 700 px');
    await context.close();
  });

  test('a route change shows the loading bar, which then clears', async ({ page }) => {
    await signIn(page, 'aurora-dk');
    // Slow the next page's data so the loading state is observable.
    await page.route('**/_next/data/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    // The page's data may already be prefetched, so the change can be quick: record the bar's
    // appearance in the page itself rather than hoping a poll lands while it shows.
    await page.evaluate(() => {
      const seen = () => document.querySelector('[data-testid="route-loader"]') !== null;
      const flag = window as unknown as { routeLoaderSeen?: boolean };
      flag.routeLoaderSeen = seen();
      new MutationObserver(() => (flag.routeLoaderSeen ||= seen())).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Hjælp' }).click();
    await expect(page).toHaveURL(/\/hjaelp$/);
    expect(await page.evaluate(() => (window as unknown as { routeLoaderSeen?: boolean }).routeLoaderSeen)).toBe(true);
    await expect(page.getByTestId('route-loader')).toHaveCount(0);
  });

  test('general and profile pages render without console errors or hydration warnings', async ({ page }) => {
    const problems = watchConsole(page);
    await signIn(page, 'volta-dk');
    for (const path of ['/min-bil', '/fordele', '/nyheder', '/forhandler', '/hjaelp', '/notifikationer', '/mine-biler', '/min-profil', '/min-profil/interesser', '/cookies', '/privatlivspolitik']) {
      const response = await page.goto(siteUrl('volta-dk', path));
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(problems).toEqual([]);
  });
});
