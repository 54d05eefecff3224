import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { siteUrl } from './support/stack-ports';

/*
 * When the owner's profile cannot be loaded (the backend answers 503), a signed-in page keeps its
 * frame: the logo, the navigation, the account menu with sign-out and the footer with the roadside
 * number stay, and only the page's own place says what failed, with a retry that brings the page
 * back once the backend answers again.
 */
test('aurora-dk: the profile failing leaves header, navigation, sign-out and the roadside number; retry brings the page back', async ({ page, mock }) => {
  await signIn(page, 'aurora-dk');
  await mock.faults('getProfile=503');
  await page.goto(siteUrl('aurora-dk', '/mine-biler'));

  const main = page.getByRole('main');
  await expect(main.getByText('Vi kan ikke hente din konto lige nu. Du er stadig logget ind. Prøv igen om lidt.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Mit Aurora – til forsiden' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Hovedmenu' }).first();
  for (const name of ['Forside', 'Fordele', 'Forhandler', 'Hjælp']) await expect(nav.getByRole('link', { name })).toBeVisible();
  const roadside = page.getByRole('contentinfo').getByRole('link', { name: '+45 70 10 20 30' });
  await expect(roadside).toHaveAttribute('href', 'tel:+4570102030');
  await expect(page.getByRole('contentinfo')).toContainText('Vejhjælp døgnet rundt');

  // Sign-out is there, in the account menu (its name has no owner's name, which failed to load).
  await page.getByRole('button', { name: /^Din konto/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Log ud' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The backend answers again: "Try again" brings the page, in the same frame.
  await mock.faults('');
  await main.getByRole('button', { name: 'Prøv igen' }).click();
  await expect(page.getByRole('heading', { name: 'Mine biler', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /^Din konto: Mette Hansen/ })).toBeVisible();
});

test('volta-se on a phone: the frame and the roadside number stay when the profile fails', async ({ browser, mock }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: mock.headers });
  const page = await context.newPage();
  await signIn(page, 'volta-se');
  await mock.faults('getProfile=503');
  await page.goto(siteUrl('volta-se', '/min-bil'));
  await expect(page.getByRole('main').getByRole('button', { name: 'Försök igen' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Min Volta – till startsidan' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: '+46 20 91 91 91' })).toHaveAttribute('href', 'tel:+4620919191');
  await page.getByRole('button', { name: 'Öppna menyn' }).click();
  await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();
  await context.close();
});
