import type { Page } from '@playwright/test';
import { seedUuid } from '../../api-client/mocks/seed/ids';
import { HOSTILE_RETURN_PATHS } from '../utils/hostile-return-paths';
import { expect, newQuietContext, test } from './support/test';
import { RETURN_PARAM, SITES, loginUrlFor, signIn, signInHere } from './support/auth';
import { seriousViolations } from './support/axe';
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

/** The demo's second owner of each site (api-client/mocks/seed/partition.ts), who has the same models. */
const OTHER_OWNER = { email: 'other.owner@example.com', password: 'Password1!' };
const OTHER_OWNER_NAME = { 'aurora-dk': 'Jonas Madsen', 'volta-se': 'Erik Nyström' } as const;

/** The share action's words (common:ui.share). */
const SHARE = {
  'aurora-dk': { action: 'Del', copied: 'Linket er kopieret – sæt det ind, hvor du vil dele det.' },
  'volta-se': { action: 'Dela', copied: 'Länken är kopierad – klistra in den där du vill dela den.' },
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

    for (const kind of ['reward', 'article'] as const) {
      test(`the ${kind}'s share action copies its link, which opens the same ${kind} for another owner of the site`, async ({ page, context, browser, mock }) => {
        const item = links[kind];
        const heading = (tab: Page) => tab.getByRole('heading', { level: 2, name: item.title, exact: true });
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl(site, '') });
        // Headless Chromium has no system share sheet as a rule; without one for sure, the link is copied.
        await page.addInitScript(() => {
          delete (Navigator.prototype as { share?: unknown }).share;
        });
        await signIn(page, site);
        await page.goto(siteUrl(site, item.path));
        await expect(heading(page)).toBeVisible();
        const share = page.getByRole('button', { name: SHARE[site].action, exact: true });
        await share.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('status').filter({ hasText: SHARE[site].copied })).toBeVisible();
        const link = await page.evaluate(() => navigator.clipboard.readText());
        expect(link).toBe(siteUrl(site, item.path));
        expect(await seriousViolations(page)).toEqual([]);

        // Another owner of the site, signed out in their own browser, follows the link: through sign-in to the same thing.
        const theirs = await newQuietContext(browser, {}, mock);
        try {
          const tab = await theirs.newPage();
          await tab.goto(link);
          await expect(tab).toHaveURL(loginUrlFor(site, item.path));
          await signInHere(tab, site, OTHER_OWNER);
          await expect(tab).toHaveURL(link);
          await expect(tab.getByRole('banner').getByText(OTHER_OWNER_NAME[site]).first()).toBeAttached();
          await expect(heading(tab)).toBeVisible();
        } finally {
          await theirs.close();
        }
      });
    }

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
