import { expect, test } from './support/test';
import { SITES, signIn } from './support/auth';
import { holdScripts } from './support/hold-scripts';
import { siteUrl } from './support/stack-ports';

// The real service worker (playwright.config.ts blocks workers for the other specs).
test.use({ serviceWorkers: 'allow' });

/*
 * "Notify me on this device" in Chromium, with the portal's real service worker (public/sw.js) and
 * the browser's push manager stood in by the test (no push service is reachable here): what was
 * subscribed and withdrawn is kept in the page's localStorage, so it survives navigations.
 */

const SITE = 'aurora-dk';
const texts = SITES[SITE];

/** Runs before the page's scripts: a PushManager whose subscription lives in localStorage. */
function standInPushManager() {
  const read = (name: string) => Number(localStorage.getItem(name) ?? 0);
  const subscription = {
    endpoint: 'https://push.example/send/e2e',
    expirationTime: null,
    toJSON: () => ({ endpoint: 'https://push.example/send/e2e', expirationTime: null, keys: { p256dh: 'BPk3', auth: 'au7h' } }),
    unsubscribe: async () => {
      localStorage.setItem('push:subscribed', '0');
      localStorage.setItem('push:unsubscribed', String(read('push:unsubscribed') + 1));
      return true;
    },
  };
  PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
    localStorage.setItem('push:subscribed', '1');
    localStorage.setItem('push:keyLength', String((options?.applicationServerKey as Uint8Array | undefined)?.length ?? 0));
    return subscription as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function getSubscription() {
    return (localStorage.getItem('push:subscribed') === '1' ? subscription : null) as unknown as PushSubscription | null;
  };
}

test('the owner switches it on (the real service worker, the site’s key, the token sent), off, and on again; signing out withdraws it', async ({ page, context, mock }) => {
  await context.grantPermissions(['notifications'], { origin: siteUrl(SITE, '/').replace(/\/$/, '') });
  await page.addInitScript(standInPushManager);
  await signIn(page, SITE);
  await page.goto(siteUrl(SITE, '/notifikationer'));
  const toggle = page.getByRole('switch', { name: 'Giv mig besked på denne enhed' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).toBeEnabled();
  // Nothing was subscribed before the owner asked (every page registers the worker, for the offline page).
  expect(await page.evaluate(async () => (await (await navigator.serviceWorker.getRegistration('/'))?.pushManager.getSubscription()) ?? null)).toBeNull();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.scope);
  expect(scope).toBe(siteUrl(SITE, '/'));
  expect(await page.evaluate(() => localStorage.getItem('push:keyLength'))).toBe('65');
  expect((await mock.calls()).updateDeviceToken).toBe(1);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(await page.evaluate(() => localStorage.getItem('push:unsubscribed'))).toBe('1');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: `${texts.account}: ${texts.ownerName}` }).click();
  await page.getByRole('menuitem', { name: texts.logout }).click();
  await expect(page).toHaveURL(siteUrl(SITE, texts.login));
  await expect.poll(() => page.evaluate(() => localStorage.getItem('push:unsubscribed'))).toBe('2');
  expect(await page.evaluate(() => localStorage.getItem('push:subscribed'))).toBe('0');
});

test("the notifications page's static page holds the switch as the screen first draws it, and it stays in place when the screen takes over", async ({ page, context }) => {
  await context.grantPermissions(['notifications'], { origin: siteUrl(SITE, '/').replace(/\/$/, '') });
  await page.addInitScript(standInPushManager);
  await signIn(page, SITE);
  const release = await holdScripts(page);
  await page.goto(siteUrl(SITE, '/notifikationer'), { waitUntil: 'commit' });
  // Before any of the app's scripts: off and not yet usable, with its hint (the screen's largest text).
  const toggle = page.getByRole('switch', { name: 'Giv mig besked på denne enhed' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toBeDisabled();
  const hint = page.getByText('Få en besked på denne telefon eller computer, når der er nyt – også når portalen ikke er åben. Din browser spørger om lov først.');
  await expect(hint).toBeVisible();
  const before = await hint.boundingBox();

  release();
  // The screen's own switch, usable once the browser has said this device is not subscribed, where the static page's was.
  await expect(toggle).toBeEnabled();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('banner').getByText(texts.ownerName).first()).toBeAttached();
  expect(await hint.boundingBox()).toEqual(before);
});
