import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { seriousViolations } from './support/axe';
import { siteUrl } from './support/stack-ports';

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
