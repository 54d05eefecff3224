import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { ROUTES, ROUTE_KEYS, isLocalOnlyRoute, type RouteKey } from '../../config/routes';
import { inlineScriptHashes } from '../../lib/security/inline-script-hashes';
import { findRawKeys } from '../utils/raw-keys';
import { expect, test } from './support/test';
import { SITES, signIn, type DemoSite } from './support/auth';
import { watchViolations } from './support/csp';
import { siteUrl } from './support/stack-ports';

/*
 * The walk: every page of the four demo sites, signed out and then signed in, with the local
 * analytics stand-in accepted (so GA and Clarity load where the site has them). On every page:
 * - no Content-Security-Policy violation, every answer carries the site's policy and the other
 *   security headers, and no internal routing header reaches the browser (the policy itself is
 *   built and unit-tested in lib/security);
 * - no raw translation key in what the owner can see or hear (text, accessible names,
 *   placeholders, the title).
 * The pages are config/routes.ts's routes at their paths in the routes namespace, so a new page
 * is walked by itself. One walk for both checks: each page load is the suite's dearest step.
 * A page the owner cannot stay on (a signed-in page while signed out, a sign-in page while signed
 * in) is answered with the same static page and headers either way and then leads to the one the
 * walk also visits, so each pass opens one such page, for the redirect, and not every one.
 */

const LANGUAGE = { 'aurora-dk': 'da', 'aurora-se': 'sv', 'volta-dk': 'da', 'volta-se': 'sv' } as const satisfies Record<DemoSite, string>;
const ACCEPT_ANALYTICS = { da: 'Acceptér statistik-cookies', sv: 'Godkänn cookies för statistik' } as const;
/** Next's and the proxy's own headers (lib/security/internal-headers.ts): none on a page. */
const INTERNAL_HEADER = /^(x-nextjs-|x-middleware-|x-site$|x-matched-path$)/;

// The analytics hosts are answered locally with an empty script: nothing leaves the machine.
// (A request the policy blocks never gets here: the browser refuses it first and reports it.)
const THIRD_PARTY = /^https:\/\/(?:[a-z0-9-]+\.)*(?:googletagmanager\.com|google-analytics\.com|clarity\.ms)\//;

/** Pages reached from an e-mailed link also get a link's query, so their form shows too. */
const LINK_QUERY = '?email=owner%40example.com&token=not-a-real-token';
const FROM_A_LINK: readonly RouteKey[] = ['activation', 'passwordChange'];

/**
 * The pages of one pass: every page the owner can stay on, and the first that sends them away.
 * Signed out, signed-in pages go to login; signed in, the sign-in pages go to vehicles.
 */
function pagesOfPass(site: DemoSite, signedIn: boolean): string[] {
  const leaves = signedIn ? 'anonymous' : 'authenticated';
  const pages = pagesOf(site);
  const firstAway = pages.find(({ route }) => ROUTES[route].access === leaves);
  return pages.filter((page) => ROUTES[page.route].access !== leaves || page === firstAway).map(({ path: pagePath }) => pagePath);
}

function pagesOf(site: DemoSite): Array<{ route: RouteKey; path: string }> {
  const file = path.join(process.cwd(), 'locales', LANGUAGE[site], 'routes.json');
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

/** An owner's page, not a developer's page that only the local stack serves (the styleguide). */
function isOwnerPage(site: DemoSite, pagePath: string): boolean {
  return !pagesOf(site).some(({ route, path: routePath }) => routePath === pagePath && isLocalOnlyRoute(route));
}

async function checkHeaders(response: Response | null, where: string, problems: string[], ownerPage = true) {
  const headers = response?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  if (!/frame-ancestors 'self'|frame-ancestors 'none'/.test(policy)) problems.push(`${where}: no frame-ancestors in "${policy}"`);
  // Hashes and 'strict-dynamic', no host ('self' only for browsers without 'strict-dynamic').
  const scripts = /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
  const hashes = scripts.filter((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source));
  if (hashes.length === 0 || scripts.filter((source) => !hashes.includes(source)).join(' ') !== "'strict-dynamic' 'self'") {
    problems.push(`${where}: script-src is not the build's hashes with 'strict-dynamic': "${scripts.join(' ')}"`);
  }
  // Every inline script of the page is hashed, and the page writes no <script src> (which 'strict-dynamic' refuses).
  const html = response && /text\/html/.test(headers['content-type'] ?? '') ? await response.text().catch(() => '') : '';
  if (!html) problems.push(`${where}: no HTML`);
  for (const hash of inlineScriptHashes(html)) if (!hashes.includes(`'${hash}'`)) problems.push(`${where}: inline script ${hash} not in the policy`);
  if (/<script\b[^>]*\ssrc=/i.test(html)) problems.push(`${where}: a <script src> in the HTML`);
  // React sends a finished part of the page apart from its place when the page's HTML before it
  // passes 12.8 kB, and shows it only 300 ms or more after the first paint: help's questions and
  // heading did, and its largest paint waited (docs/performance.md#help-static). The styleguide, a
  // developer's page of every component, is not held to it.
  if (ownerPage && /<template id="B:\d+"><\/template>/.test(html)) problems.push(`${where}: part of the static page is sent apart from its place (a React Suspense boundary outlined for its size)`);
  if (headers['x-content-type-options'] !== 'nosniff') problems.push(`${where}: no nosniff`);
  if (headers['referrer-policy'] !== 'strict-origin-when-cross-origin') problems.push(`${where}: Referrer-Policy ${headers['referrer-policy']}`);
  if (!headers['permissions-policy']?.includes('geolocation=(self)')) problems.push(`${where}: Permissions-Policy ${headers['permissions-policy']}`);
  for (const name of Object.keys(headers)) if (INTERNAL_HEADER.test(name)) problems.push(`${where}: internal header ${name}`);
}

async function visit(page: Page, site: DemoSite, pagePath: string, problems: string[]) {
  const response = await page.goto(siteUrl(site, pagePath));
  await checkHeaders(response, `${site}${pagePath}`, problems, isOwnerPage(site, pagePath));
  // The page the owner ends on (after a redirect to login, say) with its data in.
  // (A private page signed out first checks the session, then goes to login: allow it the time.)
  await expect(page.getByRole('heading', { level: 1 }), `${site}${pagePath}`).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]'), `${site}${pagePath}`).toHaveCount(0, { timeout: 20_000 });
  for (const key of findRawKeys(await shownText(page))) problems.push(`${site}${pagePath}: raw translation key ${key}`);
}

test.describe('every page: security headers, no CSP violation, no raw translation key', () => {
  test.use({ quietBanners: false });

  for (const site of Object.keys(SITES) as DemoSite[]) {
    test(`${site}, signed out and signed in`, async ({ page, context }) => {
      const signedOutPaths = pagesOfPass(site, false);
      const signedInPaths = pagesOfPass(site, true);
      test.setTimeout(120_000 + (signedOutPaths.length + signedInPaths.length) * 15_000);
      await context.route(THIRD_PARTY, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }));
      const violations = await watchViolations(page);
      const problems: string[] = [];

      await page.goto(siteUrl(site, SITES[site].login));
      // The banners' own words, before they are answered.
      for (const key of findRawKeys(await shownText(page))) problems.push(`${site} banners: raw translation key ${key}`);
      await page.getByRole('button', { name: ACCEPT_ANALYTICS[LANGUAGE[site]] }).click();
      for (const pagePath of signedOutPaths) await visit(page, site, pagePath, problems);
      await signIn(page, site);
      for (const pagePath of signedInPaths) await visit(page, site, pagePath, problems);

      // An API answer (the site's manifest, asked from the page) has a policy that loads nothing.
      const apiPolicy = await page.evaluate(async (id) => (await fetch(`/api/manifest/${id}`)).headers.get('content-security-policy'), site);
      expect(apiPolicy).toContain("default-src 'none'");
      expect(problems).toEqual([]);
      expect(violations).toEqual([]);

      // The watch works and the policy is enforced: an inline script the parser meets, as injected
      // markup would be, is refused and reported. (A script element that a running script adds is
      // trusted under 'strict-dynamic': that is how Next's and the third parties' scripts load.
      // strict-csp.spec.ts injects markup into the served page itself.)
      const ran = await page.evaluate(() => {
        document.open();
        document.write('<!doctype html><p>written</p><script>window.__injected = true</script>');
        document.close();
        return (window as unknown as { __injected?: boolean }).__injected === true;
      });
      expect(ran).toBe(false);
      await expect.poll(() => violations.some((text) => text.includes('script-src'))).toBe(true);
    });
  }
});

test('the walk covers every route of config/routes.ts, and each pass one page that sends the owner away', () => {
  expect(new Set(pagesOf('aurora-dk').map(({ route }) => route))).toEqual(new Set(ROUTE_KEYS));
  const routeAt = new Map(pagesOf('aurora-dk').map(({ route, path: pagePath }) => [pagePath, route]));
  const walked = [...pagesOfPass('aurora-dk', false), ...pagesOfPass('aurora-dk', true)];
  expect(new Set(walked.map((pagePath) => routeAt.get(pagePath)))).toEqual(new Set(ROUTE_KEYS));
  expect(pagesOfPass('aurora-dk', false).filter((pagePath) => ROUTES[routeAt.get(pagePath)!].access === 'authenticated')).toHaveLength(1);
  expect(pagesOfPass('aurora-dk', true).filter((pagePath) => ROUTES[routeAt.get(pagePath)!].access === 'anonymous')).toHaveLength(1);
});
