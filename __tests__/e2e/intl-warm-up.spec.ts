import { intlWarmUpScript, intlWarmUpWorkerUrl } from '@/lib/boot/intl-warm-up-script';
import { SCRIPT_LOADER_SOURCE } from '@/lib/security/script-loader';
import { expect, test } from './support/test';
import { SITES, signIn } from './support/auth';
import { watchViolations } from './support/csp';
import { siteUrl } from './support/stack-ports';
import { staticHtml } from './support/static-html';

/**
 * A signed-in page's static HTML starts, in its head, a worker that loads the browser's date and
 * number data off the main thread (lib/boot/intl-warm-up-script.ts); a signed-out page does not.
 * page-walk.spec.ts checks that no page's inline script is refused by the Content-Security-Policy.
 */
test('signed-in pages start the Intl warm-up in their head, in their language; sign-in pages do not', async ({ request }) => {
  const home = await staticHtml(request, 'aurora-dk', SITES['aurora-dk'].home);
  const head = home.slice(0, home.indexOf('</head>'));
  const script = `<script>${intlWarmUpScript('da')}</script>`;
  expect(head).toContain(script);
  // Before the loader that starts the page's own scripts (lib/security/script-loader.ts).
  expect(head).toContain(SCRIPT_LOADER_SOURCE);
  expect(head.indexOf(script)).toBeLessThan(head.indexOf(SCRIPT_LOADER_SOURCE));

  const swedish = await staticHtml(request, 'volta-se', SITES['volta-se'].home);
  expect(swedish).toContain(intlWarmUpScript('sv'));
  expect(swedish).not.toContain(intlWarmUpScript('da'));

  const login = await staticHtml(request, 'aurora-dk', SITES['aurora-dk'].login);
  expect(login).not.toContain('new Intl.');
});

test("the warm-up runs as a worker from the site's own file that the CSP allows, on signed-in pages only", async ({ page }) => {
  const violations = await watchViolations(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));

  await page.goto(siteUrl('volta-se', SITES['volta-se'].login));
  await expect(page.locator('input[name="email"]')).toBeEnabled();
  expect(workers).toEqual([]);

  await signIn(page, 'volta-se');
  workers.length = 0;
  await page.goto(siteUrl('volta-se', SITES['volta-se'].home));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => workers.length).toBe(1);
  expect(workers[0]).toBe(siteUrl('volta-se', intlWarmUpWorkerUrl('sv')));
  expect(violations).toEqual([]);
});
