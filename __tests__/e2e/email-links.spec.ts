import type { Page } from '@playwright/test';
import { seedUuid } from '@/api-client/mocks/seed/ids';
import { expect, test, type MockApi } from './support/test';
import { seriousViolations } from './support/axe';
import { signIn } from './support/auth';
import { siteUrl } from './support/stack-ports';

/*
 * The e-mail links' landing pages (docs/product.md#e-mail-landing-pages) on two brands in two
 * languages, signed out: every state from the mock's own data (the customer ids of
 * api-client/mocks/seed/partition.ts, EMAIL_LINK_CUSTOMERS), the outage from its fault switch;
 * axe and the keyboard on each page. Then the campaign audit (docs/product.md#e-mail-campaigns):
 * recorded once per arrival, as the mock's count of calls shows.
 */
const customer = (key: string, who: 'demo' | 'pending' | 'late-invitee' | 'closed') => seedUuid(`${key}:customer:${who}`);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const SITES = [
  {
    site: 'aurora-dk',
    key: 'AUR-DK',
    paths: { unsubscribe: '/afmeld', unsubscribeAlias: '/afmelding', invitation: '/invitation', invitationAlias: '/invitationer', signup: '/opret-konto', login: '/log-ind' },
    unsubscribe: {
      title: 'Afmeld nyhedsmails',
      done: 'Du er afmeldt. o***@example.com får ikke flere nyhedsmails fra Aurora.',
      already: 'Du var allerede afmeldt. o***@example.com får ingen nyhedsmails fra Aurora.',
      expired: 'Linket er udløbet.',
      unknown: 'Vi kan ikke genkende linket.',
      outage: 'Vi kunne ikke afmelde dig lige nu. Prøv igen om lidt.',
      action: 'Vælg dine mails i profilen',
    },
    invitation: {
      title: 'Din invitation',
      welcome: 'Hej Sofie! Du er inviteret til Mit Aurora.',
      hint: 'n***@example.com',
      already: 'Hej Mette! Du har allerede en konto på Mit Aurora.',
      expired: 'Invitationen er udløbet.',
      unknown: 'Vi kan ikke finde invitationen.',
      outage: 'Vi kunne ikke hente din invitation lige nu. Prøv igen om lidt.',
      signup: 'Opret konto',
      login: 'Log ind',
      haveAccount: 'Jeg har allerede en konto',
    },
    tryAgain: 'Prøv igen',
  },
  {
    site: 'volta-se',
    key: 'VLT-SE',
    paths: { unsubscribe: '/avregistrera', unsubscribeAlias: '/avsluta-prenumeration', invitation: '/inbjudan', invitationAlias: '/inbjudning', signup: '/skapa-konto', login: '/inloggning' },
    unsubscribe: {
      title: 'Avregistrera nyhetsbrev',
      done: 'Du är avregistrerad. o***@example.com får inga fler nyhetsbrev från Volta.',
      already: 'Du var redan avregistrerad. o***@example.com får inga nyhetsbrev från Volta.',
      expired: 'Länken har gått ut.',
      unknown: 'Vi känner inte igen länken.',
      outage: 'Vi kunde inte avregistrera dig just nu. Försök igen om en stund.',
      action: 'Välj dina mejl i profilen',
    },
    invitation: {
      title: 'Din inbjudan',
      welcome: 'Hej Maja! Du är inbjuden till Min Volta.',
      hint: 'n***@example.com',
      already: 'Hej Anna! Du har redan ett konto på Min Volta.',
      expired: 'Inbjudan har gått ut.',
      unknown: 'Vi hittar inte inbjudan.',
      outage: 'Vi kunde inte hämta din inbjudan just nu. Försök igen om en stund.',
      signup: 'Skapa konto',
      login: 'Logga in',
      haveAccount: 'Jag har redan ett konto',
    },
    tryAgain: 'Försök igen',
  },
] as const;

/** Tabs from the top of the page until `name` has the focus (at most 20 stops); fails otherwise. */
async function tabTo(page: Page, name: string) {
  await page.locator('body').focus();
  for (let stop = 0; stop < 20; stop += 1) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')) === name) return;
  }
  throw new Error(`"${name}" was not reached by Tab`);
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

for (const { site, key, paths, unsubscribe: words, tryAgain } of SITES) {
  test(`${site}: unsubscribe: done, then already done on reload; axe; the keyboard leads on`, async ({ page, mock }) => {
    const link = `${paths.unsubscribe}?customer=${customer(key, 'demo')}`;
    await page.goto(siteUrl(site, link));
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: words.done })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', site === 'aurora-dk' ? 'da' : 'sv');
    await expectNoSeriousViolations(page);

    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: words.already })).toBeVisible();
    expect((await mock.calls()).getUnsubscribe).toBe(2);

    // The way on: to consent in the profile, through login when signed out.
    await tabTo(page, words.action);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${paths.login}`));
  });

  test(`${site}: unsubscribe: expired, unknown and an alias; axe on the error`, async ({ page }) => {
    await page.goto(siteUrl(site, `${paths.unsubscribe}?customer=${customer(key, 'closed')}`));
    await expect(page.getByRole('alert').filter({ hasText: words.expired })).toBeVisible();
    await expectNoSeriousViolations(page);

    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      await page.goto(siteUrl(site, `${paths.unsubscribe}?customer=${id}`));
      await expect(page.getByRole('alert').filter({ hasText: words.unknown })).toBeVisible();
    }
    await page.goto(siteUrl(site, paths.unsubscribe));
    await expect(page.getByRole('alert').filter({ hasText: words.unknown })).toBeVisible();

    // An alias leads to the localised path with the link's query.
    await page.goto(siteUrl(site, `${paths.unsubscribeAlias}?customer=${customer(key, 'demo')}`));
    await expect(page).toHaveURL(siteUrl(site, `${paths.unsubscribe}?customer=${customer(key, 'demo')}`));
    await expect(page.getByRole('status').filter({ hasText: words.done })).toBeVisible();
  });

  test(`${site}: unsubscribe: an outage shows a retry that works once the backend is back`, async ({ page, mock }) => {
    await mock.faults('getUnsubscribe=503');
    await page.goto(siteUrl(site, `${paths.unsubscribe}?customer=${customer(key, 'demo')}`));
    const alert = page.getByRole('alert').filter({ hasText: words.outage });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousViolations(page);
    await mock.faults('');
    await tabTo(page, tryAgain);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: words.done })).toBeVisible();
  });
}

for (const { site, key, paths, invitation: words, tryAgain } of SITES) {
  test(`${site}: invitation: an open one greets by name and leads to sign-up; axe; keyboard`, async ({ page }) => {
    await page.goto(siteUrl(site, `${paths.invitation}?customer=${customer(key, 'pending')}`));
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: words.welcome })).toBeVisible();
    await expect(page.getByText(words.hint)).toBeVisible();
    await expectNoSeriousViolations(page);
    await expect(page.getByRole('link', { name: words.haveAccount })).toHaveAttribute('href', paths.login);
    await tabTo(page, words.signup);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(siteUrl(site, paths.signup));
  });

  test(`${site}: invitation: already done leads to login; expired, unknown and an alias`, async ({ page }) => {
    await page.goto(siteUrl(site, `${paths.invitationAlias}?customer=${customer(key, 'demo')}`));
    await expect(page).toHaveURL(siteUrl(site, `${paths.invitation}?customer=${customer(key, 'demo')}`));
    await expect(page.getByRole('status').filter({ hasText: words.already })).toBeVisible();
    await expect(page.getByRole('link', { name: words.login, exact: true })).toHaveAttribute('href', paths.login);
    await expectNoSeriousViolations(page);

    await page.goto(siteUrl(site, `${paths.invitation}?customer=${customer(key, 'late-invitee')}`));
    await expect(page.getByRole('alert').filter({ hasText: words.expired })).toBeVisible();
    await expect(page.getByRole('link', { name: words.haveAccount })).toHaveAttribute('href', paths.login);
    await expectNoSeriousViolations(page);

    await page.goto(siteUrl(site, `${paths.invitation}?customer=${UNKNOWN_ID}`));
    await expect(page.getByRole('alert').filter({ hasText: words.unknown })).toBeVisible();
  });

  test(`${site}: invitation: a dropped connection shows a retry that works once the backend is back`, async ({ page, mock }) => {
    await mock.faults('getInvite=drop');
    await page.goto(siteUrl(site, `${paths.invitation}?customer=${customer(key, 'pending')}`));
    await expect(page.getByRole('alert').filter({ hasText: words.outage })).toBeVisible({ timeout: 15_000 });
    await mock.faults('');
    await page.getByRole('button', { name: tryAgain }).click();
    await expect(page.getByRole('status').filter({ hasText: words.welcome })).toBeVisible();
  });
}

/** Waits until the audit has been asked `count` times, then long enough for a second ask to show. */
async function expectAudits(mock: MockApi, count: number) {
  await expect.poll(async () => (await mock.calls()).auditEmailCampaignHighlight ?? 0, { timeout: 15_000 }).toBe(count);
}

/** A while for the deferred part to mount after the page's load (components/shell/after-load.tsx). */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForTimeout(3000);
}

test('campaign: a signed-out arrival on a landing page is recorded once, not on reload nor on a route change', async ({ page, mock }) => {
  const highlight = seedUuid('reward:AUR-DK:0');
  const sent = page.waitForRequest((request) => request.url().includes('/highlights-audit/email-campaign'));
  await page.goto(siteUrl('aurora-dk', `/afmeld?customer=${customer('AUR-DK', 'demo')}&ecid=${highlight}&utm_source=newsletter`));
  await expect(page.getByRole('status').filter({ hasText: SITES[0].unsubscribe.done })).toBeVisible();
  await expectAudits(mock, 1);
  // The link's own customer, without a token.
  const audit = await sent;
  expect(Object.fromEntries(new URL(audit.url()).searchParams)).toEqual({
    HighlightId: highlight,
    CustomerId: customer('AUR-DK', 'demo'),
    Source: 'email',
    Type: 'click',
  });
  expect(await audit.headerValue('authorization')).toBeNull();

  await page.reload();
  await settle(page);
  await page.getByRole('link', { name: SITES[0].unsubscribe.action }).click();
  await expect(page).toHaveURL(/\/log-ind/);
  await settle(page);
  expect((await mock.calls()).auditEmailCampaignHighlight).toBe(1);

  // Another tab is another arrival.
  const second = await page.context().newPage();
  await second.goto(siteUrl('aurora-dk', `/afmeld?customer=${customer('AUR-DK', 'demo')}&ecid=${highlight}`));
  await expectAudits(mock, 2);
});

test('campaign: a signed-in owner arriving on any page is recorded once with their own id; without ecid nothing is', async ({ page, mock }) => {
  await signIn(page, 'volta-se');
  await settle(page);
  expect((await mock.calls()).auditEmailCampaignHighlight ?? 0).toBe(0);

  const sent = page.waitForRequest((request) => request.url().includes('/highlights-audit/email-campaign'));
  await page.goto(siteUrl('volta-se', `/erbjudanden?ecid=${seedUuid('reward:VLT-SE:1')}&utm_campaign=spring`));
  await expectAudits(mock, 1);
  expect(new URL((await sent).url()).searchParams.get('CustomerId')).toBe(customer('VLT-SE', 'demo'));
  await page.reload();
  await settle(page);
  await page.goto(siteUrl('volta-se', '/min-bil'));
  await settle(page);
  expect((await mock.calls()).auditEmailCampaignHighlight).toBe(1);
});
