import { INTL_WARM_UP_WORKER_PATH, intlWarmUpWorkerUrl } from '@/lib/boot/intl-warm-up-script';
import { SCRIPT_LOADER_SOURCE } from '@/lib/security/script-loader';
import { expect, test } from './support/test';
import { SITES, signIn } from './support/auth';
import { watchViolations } from './support/csp';
import { holdScripts } from './support/hold-scripts';
import { siteUrl } from './support/stack-ports';
import { staticHtml } from './support/static-html';

/**
 * A signed-in page's static HTML starts, in its head, a worker that loads the browser's date and
 * number data off the main thread (lib/boot/intl-warm-up-script.ts); a signed-out page does not.
 * page-walk.spec.ts checks that no page's inline script is refused by the Content-Security-Policy.
 */
test('signed-in pages start the Intl warm-up from their static head, before any of their scripts, in their language; sign-in pages do not', async ({
  page,
  request,
}) => {
  // The worker's address is written into the head, before the loader that starts the page's own
  // scripts (lib/security/script-loader.ts): the language's, and no other's.
  const home = await staticHtml(request, 'aurora-dk', SITES['aurora-dk'].home);
  const head = home.slice(0, home.indexOf('</head>'));
  const danish = JSON.stringify(intlWarmUpWorkerUrl('da'));
  expect(head).toContain(SCRIPT_LOADER_SOURCE);
  expect(head).toContain(danish);
  expect(head.indexOf(danish)).toBeLessThan(head.indexOf(SCRIPT_LOADER_SOURCE));
  const swedish = await staticHtml(request, 'volta-se', SITES['volta-se'].home);
  expect(swedish).toContain(JSON.stringify(intlWarmUpWorkerUrl('sv')));
  expect(swedish).not.toContain(danish);
  const login = await staticHtml(request, 'aurora-dk', SITES['aurora-dk'].login);
  expect(login).not.toContain(INTL_WARM_UP_WORKER_PATH);

  // And it runs there: with the page's scripts held back, only the static page's inline scripts
  // run, and the worker starts.
  const violations = await watchViolations(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const release = await holdScripts(page);
  await page.goto(siteUrl('aurora-dk', SITES['aurora-dk'].home), { waitUntil: 'commit' });
  await expect.poll(() => workers).toEqual([siteUrl('aurora-dk', intlWarmUpWorkerUrl('da'))]);
  expect(violations).toEqual([]);
  release();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
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
