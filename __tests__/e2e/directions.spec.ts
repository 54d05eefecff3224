import { signIn } from './support/auth';
import { sectionNamed } from './support/locators';
import { siteUrl } from './support/stack-ports';
import { expect, test } from './support/test';

/*
 * Directions to a dealer (features/dealer/directions-link.tsx): each dealer card, and home's service
 * dealer, link to a route in the owner's maps app, to the dealer's coordinates. A desktop browser
 * gets Google Maps' directions in a new tab; an Android phone a geo: URI for the map app it uses.
 */

test('aurora-dk on a desktop: every dealer card and home’s service dealer link to directions on the web', async ({ page }) => {
  await signIn(page, 'aurora-dk');
  const homeDealer = sectionNamed(page, 'Dit værksted');
  const homeLink = homeDealer.getByRole('link', { name: /^Rutevejledning til .+ \(åbner i en ny fane\)$/ });
  await expect(homeLink).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=\d+\.\d+,\d+\.\d+$/);
  await expect(homeLink).toHaveAttribute('target', '_blank');

  await page.goto(siteUrl('aurora-dk', '/forhandler'));
  const own = sectionNamed(page, 'Dine forhandlere');
  const valby = own.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Bilhuset Valby', level: 3 }) });
  await expect(valby.getByRole('link', { name: 'Rutevejledning til Bilhuset Valby (åbner i en ny fane)' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&destination=55.6541,12.5062',
  );
  // One on every card of the results too, each to its own dealer.
  const results = page.getByRole('list', { name: 'Forhandlere' });
  await expect(results.getByRole('heading', { level: 3 }).first()).toBeVisible();
  // A card per dealer, each named by its heading (a card has lists of its own inside).
  const cards = await results.getByRole('heading', { level: 3 }).count();
  expect(cards).toBeGreaterThan(1);
  await expect(results.getByRole('link', { name: /^Rutevejledning til / })).toHaveCount(cards);
  const hrefs = await results.getByRole('link', { name: /^Rutevejledning til / }).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(cards);
});

test.describe('on an Android phone', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
    viewport: { width: 412, height: 915 },
  });

  test('volta-se: home’s service dealer opens the phone’s map app with a geo: URI, in place', async ({ page }) => {
    await signIn(page, 'volta-se');
    const link = sectionNamed(page, 'Din verkstad').getByRole('link', { name: /^Vägbeskrivning till / });
    await expect(link).toHaveAttribute('href', /^geo:\d+\.\d+,\d+\.\d+\?q=\d+\.\d+,\d+\.\d+\(.+\)$/);
    await expect(link).not.toHaveAttribute('target');
  });
});
