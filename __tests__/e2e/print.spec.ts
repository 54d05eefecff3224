import { signIn } from './support/auth';
import { sectionNamed } from './support/locators';
import { siteUrl } from './support/stack-ports';
import { expect, test } from './support/test';

/*
 * On paper (docs/product.md#print, styles/print.css): the invoices and a car's history print
 * as a clean document. Print media is emulated; the print dialog itself is the browser's.
 */

test('on paper the invoices and a car’s history keep the brand, the car, the period and the totals, without the frame or a button', async ({ page }) => {
  // The print dialog stays shut: the button's call is counted instead.
  await page.addInitScript(() => {
    window.print = () => {
      (window as unknown as { printed: number }).printed = ((window as unknown as { printed?: number }).printed ?? 0) + 1;
    };
  });
  await signIn(page, 'aurora-dk');
  await page.goto(siteUrl('aurora-dk', '/mine-biler'));
  const invoices = sectionNamed(page, 'Service og fakturaer');
  await expect(invoices.getByText('I alt', { exact: true })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Solstice', level: 2, exact: true }) });
  await card.getByRole('button', { name: 'Vis detaljer' }).click();
  const history = page.locator('section[data-print-section]').filter({ has: page.getByRole('heading', { name: 'Bilens historik', level: 3 }) });
  await expect(history.getByRole('listitem').first()).toBeVisible();
  // On screen: the frame and the buttons; the lines written for paper are not.
  await expect(page.locator('header').first()).toBeVisible();
  await expect(invoices.getByRole('button', { name: 'Udskriv fakturaer' })).toBeVisible();
  await expect(invoices.getByText('Aurora · Alle biler')).toBeHidden();

  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.locator('footer').first()).toBeHidden();
  for (const button of await page.getByRole('button').all()) await expect(button).toBeHidden();
  // The invoices: the brand and the cars, the period (the summary's heading) and the totals; not the pickers.
  await expect(invoices.getByText('Aurora · Alle biler')).toBeVisible();
  await expect(invoices.getByRole('heading', { name: /^Overblik \d/ })).toBeVisible();
  await expect(invoices.getByText('I alt', { exact: true })).toBeVisible();
  await expect(invoices.getByText('Periode', { exact: true })).toBeHidden();
  // The history: the brand, the car and the period of its visits.
  await expect(history.getByText(/^Aurora · Aurora Solstice \S.* · Besøg fra \d+\. \S+ \d{4} til \d+\. \S+ \d{4}$/)).toBeVisible();

  // The history's own button prints the history alone.
  await page.emulateMedia({ media: 'screen' });
  await history.getByRole('button', { name: 'Udskriv historik' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(history.getByRole('heading', { name: 'Bilens historik' })).toBeVisible();
  await expect(invoices.getByRole('heading', { name: 'Service og fakturaer' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
});
