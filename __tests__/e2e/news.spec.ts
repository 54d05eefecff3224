import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { seriousViolations } from './support/axe';
import { siteUrl } from './support/stack-ports';

const CASES = [
  { site: 'aurora-se', path: '/nyheter', more: 'Visa fler nyheter', count: /^Visar (\d+) nyheter$/, back: 'Tillbaka till nyheter' },
  { site: 'volta-dk', path: '/nyheder', more: 'Vis flere nyheder', count: /^Viser (\d+) nyheder$/, back: 'Tilbage til nyheder' },
] as const;

for (const c of CASES) {
  test(`${c.site}: news loads ten at a time until "show more" disappears, and an article opens on its own URL`, async ({ page }) => {
    await signIn(page, c.site);
    await page.goto(siteUrl(c.site, c.path));
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items).toHaveCount(10);
    expect(await seriousViolations(page)).toEqual([]);

    const more = page.getByRole('button', { name: c.more });
    let shown = 10;
    while (await more.isVisible()) {
      await more.click();
      await expect(items).not.toHaveCount(shown);
      shown = await items.count();
    }
    // The last page can be short; more than one page was loaded, and the button is gone for good.
    expect(shown).toBeGreaterThan(10);
    await expect(page.getByText(c.count)).toHaveText(new RegExp(`\\b${shown}\\b`));
    await expect(more).toHaveCount(0);

    const title = (await items.last().getByRole('heading').textContent())!;
    await items.last().getByRole('link').click();
    await expect(page).toHaveURL(/\?article=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await page.getByRole('link', { name: c.back }).click();
    await expect(items.first()).toBeVisible();
  });
}
