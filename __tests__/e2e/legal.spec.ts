import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { seriousViolations } from './support/axe';
import { siteUrl } from './support/stack-ports';
import { watchViolations } from './support/csp';
import { COOKIE_DECLARATION_SCRIPTS } from '../../config/analytics';

// aurora-se and volta-dk link both policies outside the portal; aurora-dk keeps both inside.
const EXTERNAL = [
  { site: 'aurora-se', cookies: 'https://www.aurora-bil.se/cookies', privacy: 'https://www.aurora-bil.se/integritetspolicy', privacyName: 'Integritetspolicy' },
  { site: 'volta-dk', cookies: 'https://www.volta-ev.dk/cookiepolitik', privacy: 'https://www.volta-ev.dk/privatliv', privacyName: 'Privatlivspolitik' },
] as const;

for (const c of EXTERNAL) {
  test(`${c.site}: both footer links open the brand's policies in a new tab`, async ({ page, context }) => {
    // No machine here reaches the internet: the brand's pages answer from the test.
    await context.route(/^https:\/\/www\.(aurora-bil|volta-ev)\./, (route) => route.fulfill({ contentType: 'text/html', body: '<title>policy</title>' }));
    await signIn(page, c.site);
    const footer = page.getByRole('contentinfo');
    for (const [name, url] of [['Cookies', c.cookies], [c.privacyName, c.privacy]] as const) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
      await expect(popup).toHaveURL(url);
      await popup.close();
    }
  });
}

test('aurora-dk: both footer links open the internal pages, with their policy text, headings and the cookie list', async ({ page }) => {
  // The consent provider's declaration cannot load here: the portal's own table shows.
  await page.route(COOKIE_DECLARATION_SCRIPTS.cookieinformation.src, (route) => route.abort());
  await signIn(page, 'aurora-dk');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies' }).click();
  await expect(page).toHaveURL(siteUrl('aurora-dk', '/cookies'));
  await expect(page.getByRole('heading', { level: 1, name: 'Cookies' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'De cookies, vi sætter' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Nødvendige cookies' }).getByRole('cell', { name: '__Host-owner_portal_rt' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Statistik – kun hvis du har sagt ja' }).getByRole('cell', { name: '_ga', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goBack();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privatlivspolitik' }).click();
  await expect(page).toHaveURL(siteUrl('aurora-dk', '/privatlivspolitik'));
  await expect(page.getByRole('heading', { level: 1, name: 'Privatlivspolitik' })).toBeVisible();
  expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(8);
  await expect(page.getByText(/Aurora Bil Danmark A\/S er dataansvarlig/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

/**
 * What a consent provider's declaration script does, as the test's stand-in for it: draws a list
 * of cookies beside itself, named after the site's cookieData it was given.
 */
const FAKE_DECLARATION = `(() => {
  const me = document.currentScript;
  const table = document.createElement('table');
  const caption = table.createCaption();
  caption.textContent = 'Provider declaration';
  table.insertRow().insertCell().textContent = 'provider_cookie_' + (me.dataset.culture || me.dataset.domainId);
  me.after(table);
})();`;

const DECLARATION_SITES = [
  { site: 'aurora-dk', provider: 'cookieinformation', data: 'DA', necessary: 'Nødvendige cookies' },
  { site: 'volta-dk', provider: 'onecookie', data: 'volta-dk-0001', necessary: 'Nødvendige cookies' },
] as const;

for (const c of DECLARATION_SITES) {
  test(`${c.site} (cookiePageType declaration): the cookie page shows the provider's declaration, allowed by the page's policy, and our table when it cannot load`, async ({ page }) => {
    const violations = await watchViolations(page);
    const { src } = COOKIE_DECLARATION_SCRIPTS[c.provider];
    await page.route(src, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_DECLARATION }));
    await page.goto(siteUrl(c.site, '/cookies'));
    await expect(page.getByRole('table', { name: 'Provider declaration' }).getByRole('cell', { name: `provider_cookie_${c.data}` })).toBeVisible();
    await expect(page.getByRole('table', { name: c.necessary })).toHaveCount(0);
    expect(violations).toEqual([]);

    await page.unroute(src);
    await page.route(src, (route) => route.abort());
    await page.reload();
    await expect(page.getByText('Listen fra vores cookieudbyder kunne ikke hentes lige nu')).toBeVisible();
    await expect(page.getByRole('table', { name: c.necessary }).getByRole('cell', { name: '__Host-owner_portal_rt' })).toBeVisible();
    if (c.site === 'aurora-dk') await expect(page.getByRole('cell', { name: '_clck', exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const site of ['aurora-se', 'volta-se'] as const) {
  test(`${site} (cookiePageType text): the cookie page shows our table and asks no provider for a declaration`, async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (Object.values(COOKIE_DECLARATION_SCRIPTS).some(({ src }) => request.url() === src)) asked.push(request.url());
    });
    await page.goto(siteUrl(site, '/cookies'));
    await expect(page.getByRole('table', { name: 'Nödvändiga cookies' }).getByRole('cell', { name: '__Host-owner_portal_rt' })).toBeVisible();
    expect(asked).toEqual([]);
  });
}
