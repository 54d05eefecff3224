import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { siteUrl } from './support/stack-ports';

/**
 * The production build's browser scripts carry V8's compile hint on their first line
 * (lib/build/compile-hints-plugin.js), so Chrome compiles them off the main thread; and the pages still
 * work with it. Every script the login page and the signed-in home page load is checked.
 */
const HINT = '//# allFunctionsCalledOnLoad\n';

test('every script of the login and home pages starts with the compile hint', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js')) scripts.add(url.href);
  });
  await signIn(page, 'aurora-dk');
  await page.goto(siteUrl('aurora-dk', '/min-bil'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(scripts.size).toBeGreaterThan(3);
  for (const url of scripts) {
    // Read in the page (same origin): Node does not resolve <site>.localhost.
    const text = await page.evaluate(async (href) => (await fetch(href)).text(), url);
    expect({ url, start: text.slice(0, HINT.length) }).toEqual({ url, start: HINT });
  }
});
