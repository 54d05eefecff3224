import { expect, type Page } from '@playwright/test';
import { siteUrl } from './stack-ports';

export const DEMO_OWNER = { email: 'owner@example.com', password: 'Password1!' };

const DANISH = {
  login: '/log-ind',
  home: '/min-bil',
  vehicles: '/mine-biler',
  email: 'E-mail',
  password: 'Adgangskode',
  submit: 'Log ind',
  ownerName: 'Mette Hansen',
  account: 'Din konto',
  logout: 'Log ud',
  wrongPassword: 'E-mail eller adgangskode er forkert. Prøv igen.',
};

const SWEDISH = {
  login: '/inloggning',
  home: '/min-bil',
  vehicles: '/mina-bilar',
  email: 'E-post',
  password: 'Lösenord',
  submit: 'Logga in',
  ownerName: 'Anna Lindberg',
  account: 'Ditt konto',
  logout: 'Logga ut',
  wrongPassword: 'Fel e-postadress eller lösenord. Försök igen.',
};

/** Per site: the localised paths and texts a test needs, and the demo owner's name there. */
export const SITES = {
  'aurora-dk': DANISH,
  'aurora-se': SWEDISH,
  'volta-dk': DANISH,
  'volta-se': SWEDISH,
} as const;

export type DemoSite = keyof typeof SITES;

/** The password field (its label also says it is required; the show-password toggle is not it). */
export function passwordField(page: Page, site: DemoSite) {
  return page.getByLabel(new RegExp(`^${SITES[site].password}`));
}

/** Must match RETURN_PARAM of lib/routing/return-path.ts (specs do not import app code). */
export const RETURN_PARAM = 'next';

/**
 * The login page a signed-out owner who opened `path` is sent to (docs/product.md#deep-links): it
 * carries the path and its query as `?next=`, written as the page writes it (URLSearchParams).
 */
export function loginUrlFor(site: DemoSite, path: string): string {
  return siteUrl(site, `${SITES[site].login}?${new URLSearchParams({ [RETURN_PARAM]: path }).toString()}`);
}

/** Signs in with the form of the login page the browser is on (its address, `?next=` included, as it is). */
export async function signInHere(page: Page, site: DemoSite, owner: { email: string; password: string } = DEMO_OWNER) {
  const texts = SITES[site];
  await expect(page.getByRole('heading', { level: 1, name: texts.submit })).toBeVisible();
  await page.getByLabel(texts.email).fill(owner.email);
  await passwordField(page, site).fill(owner.password);
  await page.getByRole('button', { name: texts.submit, exact: true }).click();
}

/**
 * Signs in through the login form, as an owner does, and waits for home. Every test signs in
 * for itself: refresh tokens rotate, so a saved session cannot be shared between tests.
 */
export async function signIn(page: Page, site: DemoSite, password: string = DEMO_OWNER.password) {
  const texts = SITES[site];
  await page.goto(siteUrl(site, texts.login));
  await page.getByLabel(texts.email).fill(DEMO_OWNER.email);
  await passwordField(page, site).fill(password);
  await page.getByRole('button', { name: texts.submit, exact: true }).click();
  await expect(page).toHaveURL(siteUrl(site, texts.home));
  // Home's content shows only once signed in; the owner's name is in the header (in the
  // account menu's button, or in the collapsed menu on a phone).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByText(texts.ownerName).first()).toBeAttached();
}
