import { SCRIPT_LOADER_SCRIPTS_ATTRIBUTE, SCRIPT_LOADER_SOURCE } from '@/lib/security/script-loader';
import type { Route } from '@playwright/test';
import { expect, test } from './support/test';
import { SITES } from './support/auth';
import { watchViolations } from './support/csp';
import { siteUrl } from './support/stack-ports';
import { staticHtml } from './support/static-html';

/*
 * The Content-Security-Policy is hashes with 'strict-dynamic' (lib/security/security-headers.ts):
 * Next's scripts are started by one hashed loader (lib/security/script-loader.ts), and nothing
 * written into a page's HTML runs unless its hash is listed. page-walk.spec.ts checks every page's
 * policy and inline scripts and watches for violations; this checks how the page starts, and what
 * an injection into the HTML can do.
 */

const LOGIN = siteUrl('aurora-dk', SITES['aurora-dk'].login);

type NextWindow = Window & { next?: { router?: unknown } };

/** The server's answer to an intercepted request to a site's host (Node does not resolve *.localhost). */
function fetchFromServer(route: Route) {
  const url = new URL(route.request().url());
  const host = url.host;
  url.hostname = '127.0.0.1';
  return route.fetch({ url: url.href, headers: { ...route.request().headers(), host } });
}

test("Next's scripts start from the hashed loader, each fetched early by a preload, run in Next's order", async ({ page, request }) => {
  const html = await staticHtml(request, 'aurora-dk', SITES['aurora-dk'].login);
  expect(html).not.toMatch(/<script\b[^>]*\ssrc=/i);
  expect(html.split(SCRIPT_LOADER_SOURCE)).toHaveLength(2);

  const violations = await watchViolations(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Each script reports when it has run (a script's load event follows its run).
  await page.addInitScript(() => {
    const ran: string[] = [];
    (window as unknown as { __ran: string[] }).__ran = ran;
    document.addEventListener('load', (event) => {
      if (event.target instanceof HTMLScriptElement && event.target.src) ran.push(new URL(event.target.src).pathname);
    }, true);
  });
  // webpack's runtime, which must run first, arrives last.
  await page.route(/\/_next\/static\/chunks\/webpack-[^/]+\.js$/, async (route) => {
    const response = await fetchFromServer(route);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.fulfill({ response });
  });
  await page.goto(LOGIN);
  await page.waitForFunction(() => Boolean((window as NextWindow).next?.router));

  const listed = await page.evaluate(
    (attribute) => (document.querySelector(`script[${attribute}]`)?.getAttribute(attribute) ?? '').split(' ').map((src) => new URL(src, location.href).pathname),
    SCRIPT_LOADER_SCRIPTS_ATTRIBUTE,
  );
  expect(listed.map((src) => src.replace(/-[0-9a-f]+\.js$/, '.js'))).toEqual(
    expect.arrayContaining(['/_next/static/chunks/webpack.js', '/_next/static/chunks/framework.js', '/_next/static/chunks/main.js', '/_next/static/chunks/pages/_app.js']),
  );
  expect(listed.at(-1)).toMatch(/\/_ssgManifest\.js$/);
  // Added in that order, none async, and each fetched by its preload (not only when added).
  const added = await page.evaluate(() =>
    [...document.body.querySelectorAll('script[src]')].map((script) => ({ src: new URL((script as HTMLScriptElement).src).pathname, async: (script as HTMLScriptElement).async })),
  );
  expect(added.slice(0, listed.length)).toEqual(listed.map((src) => ({ src, async: false })));
  const initiators = await page.evaluate(
    (paths) => paths.map((p) => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => new URL(entry.name).pathname === p)?.initiatorType),
    listed,
  );
  expect(initiators).toEqual(listed.map(() => 'link'));
  const ran = await page.evaluate(() => (window as unknown as { __ran: string[] }).__ran);
  expect(ran.slice(0, listed.length)).toEqual(listed);
  expect(errors).toEqual([]);
  expect(violations).toEqual([]);
});

test('a script injected into the HTML does not run: inline, an event handler, a same-origin file, or a copy of the loader', async ({ page }) => {
  const violations = await watchViolations(page);
  const asked: string[] = [];
  await page.route('**/injected.js', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.__injected = "file"' });
  });
  await page.route('https://attacker.example/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.__injected = "attacker"' });
  });
  // What stored markup would put into the page, with the page's own policy header unchanged.
  const injected =
    '<script src="/injected.js"></script>' +
    '<script>window.__injected = "inline"</script>' +
    '<img src="/no-such-picture.png" alt="" onerror="window.__injected = \'handler\'">' +
    `<script ${SCRIPT_LOADER_SCRIPTS_ATTRIBUTE}="/injected.js https://attacker.example/_next/static/x.js">${SCRIPT_LOADER_SOURCE}</script>`;
  await page.route(LOGIN, async (route) => {
    const response = await fetchFromServer(route);
    expect(response.headers()['content-security-policy']).toContain("'strict-dynamic'");
    await route.fulfill({ response, body: (await response.text()).replace('<body>', `<body>${injected}`) });
  });
  await page.goto(LOGIN);
  // The page's own scripts still start.
  await page.waitForFunction(() => Boolean((window as NextWindow).next?.router));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
  expect(asked).toEqual([]);
  await expect.poll(() => violations.some((text) => /script-src.*injected\.js/.test(text))).toBe(true);
  await expect.poll(() => violations.some((text) => /script-src.*inline/.test(text))).toBe(true);
});
