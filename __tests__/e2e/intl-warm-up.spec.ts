import { intlWarmUpScript } from '@/lib/intl-warm-up-script';
import { expect, test } from './support/test';
import { SITES, signIn } from './support/auth';
import { e2ePorts, siteUrl } from './support/stack-ports';

/**
 * A signed-in page's static HTML starts, in its head, a worker that loads the browser's date and
 * number data off the main thread (lib/intl-warm-up-script.ts); a signed-out page does not.
 * page-walk.spec.ts checks that no page's inline script is refused by the Content-Security-Policy.
 */
async function staticPage(request: import('@playwright/test').APIRequestContext, site: string, path: string) {
  const port = e2ePorts().app;
  const response = await request.get(`http://127.0.0.1:${port}${path}`, { headers: { host: `${site}.localhost:${port}` } });
  expect(response.status()).toBe(200);
  return response.text();
}

test('signed-in pages start the Intl warm-up in their head, in their language; sign-in pages do not', async ({ request }) => {
  const home = await staticPage(request, 'aurora-dk', SITES['aurora-dk'].home);
  const head = home.slice(0, home.indexOf('</head>'));
  const script = `<script>${intlWarmUpScript('da')}</script>`;
  expect(head).toContain(script);
  // Before any of the page's own scripts.
  expect(head.indexOf(script)).toBeLessThan(head.indexOf('<script src='));

  const swedish = await staticPage(request, 'volta-se', SITES['volta-se'].home);
  expect(swedish).toContain(intlWarmUpScript('sv'));
  expect(swedish).not.toContain(intlWarmUpScript('da'));

  const login = await staticPage(request, 'aurora-dk', SITES['aurora-dk'].login);
  expect(login).not.toContain('new Intl.');
});

test('the warm-up runs as a blob worker that the CSP allows, on signed-in pages only', async ({ page }) => {
  await page.addInitScript(() => {
    const refused: string[] = [];
    (window as unknown as { refused: string[] }).refused = refused;
    document.addEventListener('securitypolicyviolation', (event) => refused.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
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
  expect(workers[0]).toMatch(/^blob:/);
  expect(await page.evaluate(() => (window as unknown as { refused: string[] }).refused)).toEqual([]);
});
