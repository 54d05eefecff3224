import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { seriousViolations } from './support/axe';
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
