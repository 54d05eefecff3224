import { expect, test } from './support/test';
import { SITES, loginUrlFor, signIn, signInHere } from './support/auth';
import { seriousViolations } from './support/axe';
import { holdScripts } from './support/hold-scripts';
import { keepStaticElementsNow, staticElementsConnected } from './support/static-page';
import { siteUrl } from './support/stack-ports';

const CASES = [
  { site: 'aurora-se', path: '/hjalp', search: 'Sök bland frågorna', term: 'lösenord', count: '1 fråga matchar din sökning', question: 'Hur byter jag lösenord?', answer: /fliken Säkerhet/, dealer: 'Hitta en återförsäljare', dealerPath: '/aterforsaljare', phone: 'tel:+46852030040' },
  { site: 'volta-dk', path: '/hjaelp', search: 'Søg i spørgsmål', term: 'adgangskode', count: '1 spørgsmål passer til din søgning', question: 'Hvordan skifter jeg min adgangskode?', answer: /fanen Sikkerhed/, dealer: 'Find en forhandler', dealerPath: '/forhandler', phone: 'tel:+4570506070' },
] as const;

for (const c of CASES) {
  test(`${c.site}: the FAQ narrows as you type and opens as an accordion; contact and dealer are there`, async ({ page }) => {
    await signIn(page, c.site);
    await page.goto(siteUrl(c.site, c.path));
    const questions = page.getByRole('main').locator('button[aria-expanded]');
    await expect(questions).toHaveCount(10);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: c.search }).fill(c.term);
    await expect(page.getByRole('status').filter({ hasText: c.count })).toBeVisible();
    await expect(questions).toHaveCount(1);

    const question = page.getByRole('button', { name: c.question });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: c.question })).toContainText(c.answer);
    expect(await seriousViolations(page)).toEqual([]);

    await expect(page.getByRole('link', { name: c.dealer })).toHaveAttribute('href', c.dealerPath);
    await expect(page.locator(`a[href="${c.phone}"]`)).toBeVisible();
  });
}

test("help's static page is the whole screen for an owner, hydrated in place; an anonymous visitor sees none of it", async ({ page }) => {
  const c = CASES[1];
  const texts = SITES[c.site];
  await signIn(page, c.site);
  const release = await holdScripts(page);
  await page.goto(siteUrl(c.site, c.path), { waitUntil: 'commit' });
  // Before any of the page's scripts has run: the questions, the search and the contact.
  const questions = page.getByRole('main').locator('button[aria-expanded]');
  await expect(questions).toHaveCount(10);
  await expect(page.getByRole('button', { name: c.question })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: c.search })).toBeVisible();
  await expect(page.locator(`a[href="${c.phone}"]`)).toBeVisible();
  await expect(page.getByText(texts.ownerName)).toHaveCount(0);
  // The static page's first question, kept while the scripts are still held.
  await keepStaticElementsNow(page, ['main button[aria-expanded]']);

  release();
  await expect(page.getByRole('banner').getByText(texts.ownerName).first()).toBeAttached();
  // The page opened on the static page's elements (hydrated, not drawn anew), and they work.
  expect(await staticElementsConnected(page)).toEqual([true]);
  const question = page.getByRole('button', { name: c.question });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');

  // Without a session the same static page shows only the loading state, then login.
  await page.context().clearCookies();
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  const releaseAnonymous = await holdScripts(page);
  await page.goto(siteUrl(c.site, c.path), { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: c.question, includeHidden: true })).toBeAttached();
  await expect(page.getByRole('button', { name: c.question, includeHidden: true })).toBeHidden();
  await expect(page.locator(`a[href="${c.phone}"]`)).toBeHidden();
  releaseAnonymous();
  // Login keeps the address asked for (docs/product.md#deep-links): signing in opens help.
  await expect(page).toHaveURL(loginUrlFor(c.site, c.path));
  await signInHere(page, c.site);
  await expect(page).toHaveURL(siteUrl(c.site, c.path));
  await expect(page.getByRole('button', { name: c.question })).toBeVisible();
});
