import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './__tests__/e2e/support/browser';
import { e2ePorts } from './__tests__/e2e/support/stack-ports';

const ports = e2ePorts();
const chromium = findChromium();

if (!chromium) {
  // Never skip silently: without a browser the end-to-end suite fails, on CI and locally alike.
  throw new Error(
    'No Chromium found for the end-to-end tests. Install Debian\'s "chromium" package (see .ci/run) or set CHROMIUM_PATH.',
  );
}

export default defineConfig({
  testDir: './__tests__/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two workers on CI too: every test has its own copy of the mock's data (support/test.ts), and
  // __tests__/e2e/isolation.spec.ts only proves that when its two tests really run side by side.
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Journeys sign in, visit several pages and run axe, two at a time on two cores; the longest
  // (eleven pages, or axe on four profile tabs) took 55-60 s on a busy CI machine.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromium, args: CHROMIUM_ARGS },
    // A failed test keeps its trace: every action with the page's DOM before and after it, its
    // network and console, and a screenshot of the moment it failed. Not the trace's screencast:
    // encoding a frame after every paint took a quarter of the suite's time on two cores (owner
    // screens: 82 s of tests with it, 61 s without).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    // Every page registers the portal's service worker (docs/product.md#offline), which would
    // answer navigations itself, out of page.route's reach. The specs about the worker
    // (offline.spec.ts, push.spec.ts) allow it; the others test the pages without it.
    serviceWorkers: 'block',
  },
  // E2E_USE_RUNNING_STACK=1 (with E2E_APP_PORT) points the suite at a stack you already run.
  webServer: process.env.E2E_USE_RUNNING_STACK
    ? undefined
    : {
    // The whole stack from a production build: Azurite with the translations, the mock API, next start.
    command: 'node node_modules/tsx/dist/cli.mjs scripts/stack.ts e2e',
    url: `http://127.0.0.1:${ports.app}/`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      APP_PORT: String(ports.app),
      MOCK_API_PORT: String(ports.mockApi),
      MOCK_PICTURES_PORT: String(ports.mockPictures),
      AZURITE_BLOB_PORT: String(ports.azurite),
    },
      },
});
