import type { Page } from '@playwright/test';
import { seedUuid } from '../../api-client/mocks/seed/ids';
import { HOSTILE_RETURN_PATHS } from '../utils/hostile-return-paths';
import { expect, test } from './support/test';
import { RETURN_PARAM, SITES, signInHere } from './support/auth';
import { sectionNamed } from './support/locators';
import { e2ePorts, siteUrl } from './support/stack-ports';

/**
 * Deep links survive sign-in (docs/product.md#deep-links, lib/routing/return-path.ts): a signed-out
 * owner who opens a link to a reward, an article or the Points tab signs in on the login page it
 * leads to and lands on that very address; a return address that is not a page of the site is
 * never followed, and the sign-in ends on home.
 */

const NEXT = RETURN_PARAM;

/**
 * What is linked to on one Danish Aurora and one Swedish Volta site: the demo data's ids
 * (api-client/mocks/seed/publications.ts: the article is the sixth of the brand and market's news, about a model the demo owner has,
 * the reward the eleventh of its rewards, the driving course) and the words that show each.
 */
const DEEP_LINKS = {
  'aurora-dk': {
    reward: { path: `/fordele?reward=${seedUuid('reward:AUR-DK:10')}`, title: 'Køreteknisk kursus' },
    article: { path: `/nyheder?article=${seedUuid('news:AUR-DK:5')}`, title: 'Solstice får topkarakter i kollisionstest' },
    points: { path: '/fordele?view=points', tab: 'Point', yourPoints: 'Dine point', balance: /^[\d.]+ point$/ },
  },
  'volta-se': {
    reward: { path: `/erbjudanden?reward=${seedUuid('reward:VLT-SE:10')}`, title: 'Halkkörningskurs' },
    article: { path: `/nyheter?article=${seedUuid('news:VLT-SE:5')}`, title: 'Volta Two får toppbetyg i krocktest' },
    points: { path: '/erbjudanden?view=points', tab: 'Poäng', yourPoints: 'Dina poäng', balance: /^[\d\s\u00a0]+ poäng$/ },
  },
} as const;

/** The addresses the page's main frame opens, from now on. */
function navigations(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

for (const site of Object.keys(DEEP_LINKS) as Array<keyof typeof DEEP_LINKS>) {
  const texts = SITES[site];
  const links = DEEP_LINKS[site];

  test.describe(`deep links on ${site}`, () => {
    /** Opens `path` signed out: it leads to login carrying the path, where the owner signs in and lands on it. */
    async function followSignedOut(page: Page, path: string) {
      await page.goto(siteUrl(site, path));
      await expect(page).toHaveURL((url) => url.pathname === texts.login);
      expect(new URL(page.url()).searchParams.get(NEXT)).toBe(path);
      await signInHere(page, site);
      await expect(page).toHaveURL(siteUrl(site, path));
    }

    test('a reward opened signed out is shown after signing in', async ({ page }) => {
      await followSignedOut(page, links.reward.path);
      await expect(page.getByRole('heading', { level: 2, name: links.reward.title, exact: true })).toBeVisible();
    });

    test('a news article opened signed out is shown after signing in', async ({ page }) => {
      await followSignedOut(page, links.article.path);
      await expect(page.getByRole('heading', { level: 2, name: links.article.title, exact: true })).toBeVisible();
    });

    test('the Points tab opened signed out is shown after signing in', async ({ page }) => {
      await followSignedOut(page, links.points.path);
      await expect(page.getByRole('link', { name: links.points.tab, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(sectionNamed(page, links.points.yourPoints).getByText(links.points.balance)).toBeVisible();
    });
  });
}

// The table is written for a Danish site: its other site's and other language's paths are Swedish.
test.describe('a hostile return address on aurora-dk is never followed', () => {
  const site = 'aurora-dk';
  const texts = SITES[site];
  const host = `${site}.localhost:${e2ePorts().app}`;

  for (const [name, raw] of HOSTILE_RETURN_PATHS) {
    test(`${name}: the sign-in ends on home`, async ({ page }) => {
      const opened = navigations(page);
      const hostile = raw.replace('{host}', host);
      await page.goto(siteUrl(site, `${texts.login}?${NEXT}=${encodeURIComponent(hostile)}`));
      expect(new URL(page.url()).searchParams.get(NEXT)).toBe(hostile);
      await signInHere(page, site);
      await expect(page).toHaveURL(siteUrl(site, texts.home));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(opened.length).toBeGreaterThan(0);
      expect(opened.filter((url) => new URL(url).host !== host)).toEqual([]);
    });
  }
});
