import { randomUUID } from 'node:crypto';
import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { CONSENT_STAND_IN_DECLINED_KEY, COOKIE_DECLARATION_SCRIPTS, SMART_BANNER_DISMISSED_KEY } from '../../../config/analytics';
import { e2ePorts } from './stack-ports';

/** Must match MOCK_NAMESPACE_HEADER in api-client/mocks/store.ts (specs do not import app code). */
export const MOCK_NAMESPACE_HEADER = 'x-mock-namespace';

export interface SentEmail {
  to: string;
  purpose: 'activation' | 'password-reset' | 'email-changed';
  token: string | null;
  sentAt: string;
}

/** The mock backend as a test sees it: its own namespace of the demo data, its outbox. */
export interface MockApi {
  namespace: string;
  /** Headers that put a request or a new browser context in this test's namespace. */
  headers: Record<string, string>;
  outbox(to?: string): Promise<SentEmail[]>;
  reset(): Promise<void>;
  /**
   * Switches the mock's faults for this test's namespace only (every call of its browser context
   * included): a list as in api-client/mocks/faults.ts, e.g. "getVehicles=503". Replaces the
   * previous setting; `faults('')` lifts them.
   */
  faults(spec: string): Promise<void>;
  /** How many requests each operation got in this namespace (faulted ones included). */
  calls(): Promise<Record<string, number>>;
  /**
   * Sets this namespace's clock to `at` before its data is first asked for: the data is then seeded
   * and the tokens signed from that time (it runs on from there).
   */
  setClock(at: Date): Promise<void>;
}

function mockApi(namespace: string): MockApi {
  const headers = { [MOCK_NAMESPACE_HEADER]: namespace };
  const base = `http://127.0.0.1:${e2ePorts().mockApi}`;
  return {
    namespace,
    headers,
    async outbox(to) {
      const query = to ? `?to=${encodeURIComponent(to)}` : '';
      const response = await fetch(`${base}/__mock/outbox${query}`, { headers });
      if (!response.ok) throw new Error(`outbox answered ${response.status}`);
      return (await response.json()) as SentEmail[];
    },
    async reset() {
      const response = await fetch(`${base}/__mock/reset`, { method: 'POST', headers });
      if (!response.ok) throw new Error(`reset answered ${response.status}`);
    },
    async faults(spec) {
      const response = await fetch(`${base}/__mock/faults`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'text/plain' },
        body: spec,
      });
      if (!response.ok) throw new Error(`faults answered ${response.status}: ${await response.text()}`);
    },
    async setClock(at) {
      const response = await fetch(`${base}/__mock/clock?now=${encodeURIComponent(at.toISOString())}`, { method: 'POST', headers });
      if (!response.ok) throw new Error(`clock answered ${response.status}: ${await response.text()}`);
    },
    async calls() {
      const response = await fetch(`${base}/__mock/stats`, { headers });
      if (!response.ok) throw new Error(`stats answered ${response.status}`);
      return ((await response.json()) as { calls: Record<string, number> }).calls;
    },
  };
}

/** The banners' storage keys (config/analytics.ts), handed to the init script below. */
const BANNER_KEYS = { declinedKey: CONSENT_STAND_IN_DECLINED_KEY, dismissedKey: SMART_BANNER_DISMISSED_KEY };

/**
 * Playwright's test with each test in a private copy of the mock's data: every request of the
 * test's browser context carries the namespace header, so tests in parallel workers can change the
 * demo owner's data without seeing each other's changes. Contexts a test opens itself take
 * `mock.headers` as `extraHTTPHeaders`.
 */
export const test = base.extend<{ mock: MockApi; quietBanners: boolean }>({
  // (Playwright names the fixture callback `use`; it is not a React hook.)
  mock: async ({}, provide) => {
    await provide(mockApi(`e2e-${randomUUID()}`));
  },
  extraHTTPHeaders: async ({ mock }, provide) => {
    await provide(mock.headers);
  },
  /**
   * The local consent stand-in and the phone app banner sit over the bottom of the page. Tests
   * see a visitor who has declined analytics and dismissed the app banner, unless they set
   * `test.use({ quietBanners: false })` to test the banners themselves.
   */
  quietBanners: [true, { option: true }],
  page: async ({ page, quietBanners }, provide) => {
    if (quietBanners) await page.addInitScript(quietBannersScript, BANNER_KEYS);
    // No machine here reaches the internet: a consent provider's cookie declaration (the cookie
    // page of a 'declaration' site) answers as an empty script, which draws nothing, so the page
    // shows the portal's table after its wait. A test that shows the declaration routes it itself.
    for (const { src } of Object.values(COOKIE_DECLARATION_SCRIPTS)) {
      await page.route(src, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }));
    }
    await provide(page);
  },
});

/** Runs in the page before its own scripts: the banners answered, as a returning visitor has. */
function quietBannersScript({ declinedKey, dismissedKey }: { declinedKey: string; dismissedKey: string }) {
  window.localStorage.setItem(declinedKey, '1');
  for (const site of ['aurora-dk', 'aurora-se', 'volta-dk', 'volta-se', 'maintenance']) {
    window.localStorage.setItem(`${dismissedKey}:${site}`, '1');
  }
}

export { expect };

/**
 * A browser context of its own (another viewport, a second tab's browser) for a visitor like the
 * fixture's page: banners answered, and in the test's namespace when `mock` is given.
 */
export async function newQuietContext(browser: Browser, options: BrowserContextOptions = {}, mock?: MockApi): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, ...(mock && { extraHTTPHeaders: mock.headers }) });
  await quietenBanners(context);
  return context;
}

/** Makes a context a test made some other way (a browser of its own) a visitor with the banners answered. */
export async function quietenBanners(context: BrowserContext): Promise<void> {
  await context.addInitScript(quietBannersScript, BANNER_KEYS);
}
