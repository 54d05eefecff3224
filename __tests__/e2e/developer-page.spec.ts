import { request as httpRequest } from 'node:http';
import { DEMO_OWNER, signIn } from './support/auth';
import { e2ePorts, siteUrl } from './support/stack-ports';
import { expect, test } from './support/test';

/*
 * The developer page (/__dev, lib/dev/dev-page.ts): the mock's outbox, faults, data and clock in
 * one place, on the local stack's hosts only. Every request of the test's browser carries its mock
 * namespace, so the page acts on this test's data alone. That a server without ALLOW_LOCAL_HOSTS
 * has no such page is production-hosts.spec.ts.
 */

test("a call's fault switched on the developer page fails the owner's page, and switched off lets it recover", async ({ page, mock }) => {
  await signIn(page, 'aurora-dk');
  await page.goto(siteUrl('aurora-dk', '/__dev'));
  await expect(page.getByRole('heading', { name: 'Developer page', level: 1 })).toBeVisible();
  await page.getByLabel('getVehicles', { exact: true }).selectOption('503');
  await page.getByRole('button', { name: 'Apply to getVehicles' }).click();
  await expect(page.getByRole('row', { name: /^getVehicles/ }).locator('td').first()).toHaveText('503');
  const setting = await fetch(`http://127.0.0.1:${e2ePorts().mockApi}/__mock/faults`, { headers: mock.headers });
  expect(await setting.json()).toEqual({ faults: 'getVehicles=503' });

  await page.goto(siteUrl('aurora-dk', '/mine-biler'));
  await expect(page.getByText('Vi kunne ikke hente dine biler.')).toBeVisible({ timeout: 15_000 });

  await page.goto(siteUrl('aurora-dk', '/__dev'));
  await page.getByLabel('getVehicles', { exact: true }).selectOption('');
  await page.getByRole('button', { name: 'Apply to getVehicles' }).click();
  await expect(page.getByRole('row', { name: /^getVehicles/ }).locator('td').first()).toHaveText('off');
  await page.goto(siteUrl('aurora-dk', '/mine-biler'));
  await expect(page.getByRole('heading', { name: 'Solstice', level: 2, exact: true })).toBeVisible();
});

test('the outbox opens a reset link in one click; reset empties it; the clock moves', async ({ page }) => {
  await page.goto(siteUrl('aurora-dk', '/nulstil-adgangskode'));
  await page.getByLabel(/^E-mail/).fill(DEMO_OWNER.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status').filter({ hasText: DEMO_OWNER.email })).toBeVisible();

  await page.goto(siteUrl('aurora-dk', '/__dev'));
  const outbox = page.getByRole('region', { name: 'Outbox' });
  await expect(outbox.getByRole('row', { name: new RegExp(`${DEMO_OWNER.email} password-reset`) })).toBeVisible();
  await outbox.getByRole('link', { name: 'Open the reset link' }).click();
  await expect(page).toHaveURL(/\/ny-adgangskode/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto(siteUrl('aurora-dk', '/__dev'));
  await page.getByRole('button', { name: "Reset the mock's data" }).click();
  await expect(page.getByRole('region', { name: 'Outbox' }).getByText('Nothing sent yet.', { exact: false })).toBeVisible();

  await page.getByLabel("Move the mock's clock forward, in minutes").fill('0');
  await page.getByRole('button', { name: 'Move the clock' }).click();
  // The browser's own check keeps a wrong number from being sent; 15 minutes moves it.
  await expect(page).toHaveURL(/\/__dev$/);
  await page.getByLabel("Move the mock's clock forward, in minutes").fill('15');
  await page.getByRole('button', { name: 'Move the clock' }).click();
  await expect(page.getByRole('heading', { name: 'Developer page', level: 1 })).toBeVisible();
});

/** A GET of the app with the Host header given (Node's http: fetch may not set Host). */
function getWithHost(host: string, pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: e2ePorts().app, path: pathname, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('the developer page answers on local hosts only, and refuses a form posted from elsewhere', async ({ request }) => {
  for (const pathname of ['/__dev', '/api/dev/mock']) {
    const production = await getWithHost('mit.aurora-bil.dk', pathname);
    expect(production.status, pathname).toBe(404);
    expect(production.body, pathname).not.toContain('Developer page');
  }
  const foreign = await request.post(`http://127.0.0.1:${e2ePorts().app}/__dev`, { headers: { origin: 'https://evil.example' }, form: { action: 'reset' } });
  expect(foreign.status()).toBe(403);
});
