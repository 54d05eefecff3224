import type { Locator, Page } from '@playwright/test';
import { CONSENT_STAND_IN_DECLINED_KEY } from '../../config/analytics';
import { expect, test } from './support/test';
import { DEMO_OWNER, passwordField, SITES, signIn, type DemoSite } from './support/auth';
import { seriousViolations } from './support/axe';
import { siteUrl } from './support/stack-ports';

/** A second demo account, there to be deleted (README.md#demo-accounts). */
const DELETABLE = { email: 'delete.me@example.com', password: DEMO_OWNER.password };

const PROFILE = {
  'volta-dk': {
    general: '/min-profil/generelt',
    security: '/min-profil/sikkerhed',
    consent: '/min-profil/samtykke',
    interests: '/min-profil/interesser',
    lastName: /^Efternavn/,
    save: 'Gem ændringer',
    deleteOpen: 'Slet min konto',
    deleteWord: 'SLET',
    deleteConfirm: 'Slet konto',
    deleted: 'Din konto er slettet. Du kan ikke længere logge ind med den.',
    saveInterests: 'Gem interesser',
  },
  'aurora-se': {
    general: '/min-profil/allmant',
    security: '/min-profil/sakerhet',
    consent: '/min-profil/samtycke',
    interests: '/min-profil/intressen',
    lastName: /^Efternamn/,
    save: 'Spara ändringar',
    deleteOpen: 'Radera mitt konto',
    deleteWord: 'RADERA',
    deleteConfirm: 'Radera konto',
    deleted: 'Ditt konto är raderat. Du kan inte längre logga in med det.',
    saveInterests: 'Spara intressen',
  },
} as const;

/** Nothing covers the middle of `button`: a press there reaches it (an overlay over it would take it). */
async function expectOnTop(button: Locator) {
  await expect(button).toBeVisible();
  const onTop = await button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(onTop, `${await button.textContent()} is covered`).toBe(true);
}

const accountButton = (page: Page, site: DemoSite, name: string) => page.getByRole('button', { name: `${SITES[site].account}: ${name}` });

async function fillLogin(page: Page, site: DemoSite, email: string, password: string) {
  const texts = SITES[site];
  await page.goto(siteUrl(site, texts.login));
  await page.getByLabel(texts.email).fill(email);
  await passwordField(page, site).fill(password);
  await page.getByRole('button', { name: texts.submit, exact: true }).click();
}

async function expectLoginRefused(page: Page, site: DemoSite, email: string, password: string) {
  await fillLogin(page, site, email, password);
  await expect(page.locator('[role="alert"]', { hasText: SITES[site].wrongPassword })).toBeVisible();
  await expect(page).toHaveURL(siteUrl(site, SITES[site].login));
}

test.describe('profile', () => {
  test('General: a changed last name shows in the header at once and after a reload (volta-dk)', async ({ page }) => {
    const site = 'volta-dk';
    const texts = PROFILE[site];
    await signIn(page, site);
    await page.goto(siteUrl(site, texts.general));
    const lastName = page.getByLabel(texts.lastName);
    await expect(lastName).toHaveValue('Hansen');
    await expect(page.getByRole('button', { name: texts.save })).toBeDisabled();
    await lastName.fill('Sørensen-Kjær');
    await page.getByRole('button', { name: texts.save }).click();
    await expect(accountButton(page, site, 'Mette Sørensen-Kjær')).toBeVisible();
    // Saved: nothing is left to save.
    await expect(page.getByRole('button', { name: texts.save })).toBeDisabled();
    await page.reload();
    await expect(page.getByLabel(texts.lastName)).toHaveValue('Sørensen-Kjær');
    await expect(accountButton(page, site, 'Mette Sørensen-Kjær')).toBeVisible();
    // volta-dk does not ask for consent again, although the demo owner has an out-of-date consent.
    await expect(page.getByRole('region', { name: /samtykke er blevet opdateret/ })).toHaveCount(0);
  });

  test('Security: after a password change the new password signs in and the old one does not (aurora-se)', async ({ page }) => {
    const site = 'aurora-se';
    const newPassword = 'Nytt-Losen42';
    await signIn(page, site);
    await page.goto(siteUrl(site, PROFILE[site].security));
    await page.getByLabel(/^Nuvarande lösenord/).fill(DEMO_OWNER.password);
    await page.getByLabel(/^Nytt lösenord/).fill(newPassword);
    await page.getByLabel(/^Upprepa nytt lösenord/).fill(newPassword);
    await page.getByRole('button', { name: 'Byt lösenord' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Du har loggats ut på dina andra enheter' })).toBeVisible();

    // This browser stays signed in with the rotated refresh token: a reload still shows the owner.
    await page.reload();
    await expect(accountButton(page, site, SITES[site].ownerName)).toBeVisible();

    await accountButton(page, site, SITES[site].ownerName).click();
    await page.getByRole('menuitem', { name: SITES[site].logout }).click();
    await expect(page).toHaveURL(siteUrl(site, SITES[site].login));

    await expectLoginRefused(page, site, DEMO_OWNER.email, DEMO_OWNER.password);
    await signIn(page, site, newPassword);
  });

  test('Consent again: the prompt on a mustConsentAgain site renews the consent and is gone after a reload (aurora-se)', async ({ page }) => {
    const site = 'aurora-se';
    await signIn(page, site);
    const prompt = page.getByRole('region', { name: 'Ett samtycke har uppdaterats' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByText('Nyheter och erbjudanden via e-post', { exact: true })).toBeVisible();
    expect(await seriousViolations(page), 'prompt on home').toEqual([]);

    // It asks on every signed-in page until answered.
    await page.goto(siteUrl(site, PROFILE[site].consent));
    await expect(prompt).toBeVisible();
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/profile/consents') && response.request().method() === 'PUT');
    await prompt.getByRole('button', { name: 'Jag godkänner' }).click();
    expect((await saved).status()).toBe(200);
    await expect(prompt).toHaveCount(0);
    const email = page.getByRole('article', { name: 'Nyheter och erbjudanden via e-post' });
    await expect(email.getByText(/^Version 3 · du godkände version 3 den/)).toBeVisible();

    await page.reload();
    await expect(email.getByText(/^Version 3 · du godkände version 3 den/)).toBeVisible();
    await expect(prompt).toHaveCount(0);
  });

  test.describe('on a phone, with the app banner showing', () => {
    test.use({ quietBanners: false, viewport: { width: 390, height: 844 } });

    test("Consent again: the prompt's buttons, and its reopen button, are above the app banner (aurora-se)", async ({ page }) => {
      // A visitor who has answered the cookie choice but not dismissed the app banner.
      await page.addInitScript((key) => window.localStorage.setItem(key, '1'), CONSENT_STAND_IN_DECLINED_KEY);
      await signIn(page, 'aurora-se');
      const prompt = page.getByRole('region', { name: 'Ett samtycke har uppdaterats' });
      await expect(prompt).toBeVisible();
      await expect(page.getByRole('complementary', { name: /^App: / })).toBeVisible();
      for (const name of ['Jag godkänner', 'Nej tack', 'Senare']) await expectOnTop(prompt.getByRole('button', { name }));
      await prompt.getByRole('button', { name: 'Senare' }).click();
      await expectOnTop(page.getByRole('button', { name: 'Uppdaterat samtycke: läs och svara' }));
    });
  });

  for (const site of ['volta-dk', 'aurora-se'] as const) {
    test(`Interests: a saved choice is there after a reload (${site})`, async ({ page }) => {
      const texts = PROFILE[site];
      const camping = page.getByRole('checkbox', { name: 'Camping' });
      await signIn(page, site);
      await page.goto(siteUrl(site, texts.interests));
      await expect(camping).not.toBeChecked();
      await camping.check();
      const saved = page.waitForResponse((response) => response.url().endsWith('/api/profile/interests') && response.request().method() === 'PUT');
      await page.getByRole('button', { name: texts.saveInterests }).click();
      expect((await saved).status()).toBe(200);
      await expect(page.getByRole('button', { name: texts.saveInterests })).toBeDisabled();
      await page.reload();
      await expect(camping).toBeChecked();
    });

    test(`Delete account: the second demo account is deleted, signed out and cannot sign in again (${site})`, async ({ page }) => {
      const texts = PROFILE[site];
      await fillLogin(page, site, DELETABLE.email, DELETABLE.password);
      await expect(page).toHaveURL(siteUrl(site, SITES[site].home));
      await page.goto(siteUrl(site, texts.general));
      await page.getByRole('button', { name: texts.deleteOpen }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').fill(texts.deleteWord);
      await dialog.getByRole('button', { name: texts.deleteConfirm }).click();

      await expect(page).toHaveURL(new RegExp(`${SITES[site].login}$`));
      await expect(page.getByRole('status').filter({ hasText: texts.deleted })).toBeVisible();
      const storage = await page.evaluate(() => [sessionStorage.getItem('accessToken'), localStorage.getItem('authenticated')]);
      expect(storage).toEqual([null, null]);

      await expectLoginRefused(page, site, DELETABLE.email, DELETABLE.password);
    });

    test(`every profile tab passes axe (${site})`, async ({ page }) => {
      test.slow();
      const texts = PROFILE[site];
      await signIn(page, site);
      for (const tab of ['general', 'security', 'consent', 'interests'] as const) {
        await page.goto(siteUrl(site, texts[tab]));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The section's data has arrived (no skeleton left).
        await expect(page.getByRole('main').locator('h2').first()).toBeVisible();
        expect(await seriousViolations(page), `${site} ${tab}`).toEqual([]);
      }
      await page.goto(siteUrl(site, texts.general));
      await page.getByRole('button', { name: texts.deleteOpen }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page), `${site} delete dialog`).toEqual([]);
    });
  }
});
