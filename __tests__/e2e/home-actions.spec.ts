import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { seriousViolations } from './support/axe';
import { digitsOf } from './support/locators';

/*
 * Home acts: with the owner's car, its mileage and next service, three quick actions within a
 * phone's first screen: update the mileage (in place, in a dialog), call roadside assistance, and
 * book at the service workshop (its own booking page where it has one, else a call).
 */
const PHONE = { width: 390, height: 844 };
const SITES = {
  'aurora-dk': {
    cars: 'Dine biler',
    mileage: 'Opdatér kilometer',
    field: 'Kilometerstand i km',
    save: 'Gem kilometerstand',
    roadside: { name: /^Ring til vejhjælp/, href: 'tel:+4570102030' },
    dealer: { name: /^Book service.*Auto Nord Lyngby/, href: 'https://www.auto-nord-lyngby.dk/booking' },
    consentLater: 'Senere',
  },
  'volta-se': {
    cars: 'Dina bilar',
    mileage: 'Ny mätarställning',
    field: 'Mätarställning i km',
    save: 'Spara mätarställning',
    roadside: { name: /^Ring vägassistans/, href: 'tel:+4620919191' },
    dealer: { name: /^Boka service.*Solna Motor/, href: 'https://www.solna-motor.se/booking' },
    consentLater: null,
  },
} as const;

async function shownMileage(page: Page, cars: string) {
  const slide = page.getByRole('region', { name: cars }).getByRole('listitem').first();
  return digitsOf(await slide.getByText(/km$/).first().textContent());
}

test.describe('home on a phone', () => {
  test.use({ viewport: PHONE });

  for (const [site, t] of Object.entries(SITES) as Array<[keyof typeof SITES, (typeof SITES)[keyof typeof SITES]]>) {
    test(`${site}: the car with mileage and next service, and its quick actions, on the first screen`, async ({ page }) => {
      await signIn(page, site);
      if (t.consentLater) await page.getByRole('button', { name: t.consentLater }).click();
      const cars = page.getByRole('region', { name: t.cars });
      const actions = cars.getByRole('list', { name: site === 'aurora-dk' ? 'Genveje' : 'Genvägar' });
      await expect(actions.getByRole('link', { name: t.dealer.name })).toBeVisible();

      // All of it above the fold.
      for (const control of [cars.getByRole('listitem').first(), actions.getByRole('button', { name: new RegExp(`^${t.mileage}`) })]) {
        const box = await control.boundingBox();
        expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
      }
      await expect(actions.getByRole('link', { name: t.roadside.name })).toHaveAttribute('href', t.roadside.href);
      const dealer = actions.getByRole('link', { name: t.dealer.name });
      await expect(dealer).toHaveAttribute('href', t.dealer.href);
      await expect(dealer).toHaveAttribute('target', '_blank');

      // The mileage, right here: a dialog with the form, closed once saved, the new reading shown.
      const before = await shownMileage(page, t.cars);
      await actions.getByRole('button', { name: new RegExp(`^${t.mileage}`) }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel(t.field)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByLabel(t.field).fill(String(before + 250));
      await dialog.getByRole('button', { name: t.save }).click();
      await expect(dialog).toBeHidden();
      await expect.poll(() => shownMileage(page, t.cars)).toBe(before + 250);
    });
  }
});
