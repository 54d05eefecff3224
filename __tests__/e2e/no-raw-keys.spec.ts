import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROUTES, ROUTE_KEYS, type RouteKey } from '../../config/routes';
import { findRawKeys } from '../utils/raw-keys';
import { expect, test } from './support/test';
import { signIn, type DemoSite } from './support/auth';
import { siteUrl } from './support/stack-ports';

/*
 * Walks every page of two sites, signed out and signed in, and fails when what the owner can see
 * (text, accessible names, placeholders, the title) holds a raw translation key. The pages are
 * config/routes.ts's routes at their paths in the routes namespace: a new page is walked by itself.
 */

const SITE_LANGUAGE = { 'aurora-dk': 'da', 'volta-se': 'sv' } as const satisfies Partial<Record<DemoSite, string>>;

/** Pages reached from an e-mailed link also get a link's query, so their form shows too. */
const LINK_QUERY = '?email=owner%40example.com&token=not-a-real-token';
const FROM_A_LINK: readonly RouteKey[] = ['activation', 'passwordChange'];

function pagesOf(site: keyof typeof SITE_LANGUAGE): Array<{ route: RouteKey; path: string }> {
  const file = path.join(process.cwd(), 'locales', SITE_LANGUAGE[site], 'routes.json');
  const paths = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return ROUTE_KEYS.flatMap((route) => {
    const localised = paths[route];
    if (!localised) throw new Error(`${route} (${ROUTES[route].page}) has no path in ${file}`);
    const plain = { route, path: `/${localised}` };
    return FROM_A_LINK.includes(route) ? [plain, { route, path: `/${localised}${LINK_QUERY}` }] : [plain];
  });
}

/**
 * Everything on the page a person sees or hears: each visible text node on its own line (so
 * "Gem." and "Cookies" in neighbouring elements are not read as one dotted word), the names of
 * things, and the title.
 */
async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const lines = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.checkVisibility()) lines.push(node.textContent ?? '');
    }
    const attributes = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description'];
    for (const element of document.body.querySelectorAll(attributes.map((name) => `[${name}]`).join(','))) {
      for (const name of attributes) lines.push(element.getAttribute(name) ?? '');
    }
    return lines.join('\n');
  });
}

async function rawKeysOn(page: Page, site: string, path: string): Promise<string[]> {
  await page.goto(siteUrl(site, path), { waitUntil: 'load' });
  // Wait for the page the owner ends on (after any redirect) and for its content to arrive.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return findRawKeys(await shownText(page));
}

for (const site of Object.keys(SITE_LANGUAGE) as Array<keyof typeof SITE_LANGUAGE>) {
  const pages = pagesOf(site);

  test.describe(`no page of ${site} shows a translation key`, () => {
    test('signed out', async ({ page }) => {
      test.setTimeout(60_000 + pages.length * 15_000);
      const found: string[] = [];
      for (const { path: pagePath } of pages) {
        for (const key of await rawKeysOn(page, site, pagePath)) found.push(`${pagePath}: ${key}`);
      }
      expect(found).toEqual([]);
    });

    test('signed in', async ({ page }) => {
      test.setTimeout(60_000 + pages.length * 15_000);
      await signIn(page, site);
      const found: string[] = [];
      for (const { path: pagePath } of pages) {
        for (const key of await rawKeysOn(page, site, pagePath)) found.push(`${pagePath}: ${key}`);
      }
      expect(found).toEqual([]);
    });
  });
}

test('the walk covers every route of config/routes.ts', () => {
  expect(new Set(pagesOf('aurora-dk').map(({ route }) => route))).toEqual(new Set(ROUTE_KEYS));
});
