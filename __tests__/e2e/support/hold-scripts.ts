import type { Page } from '@playwright/test';

/** The app's scripts (Next's chunks), not the inline scripts of the static page. */
const APP_SCRIPTS = '**/_next/static/chunks/**';

/**
 * Holds the app's scripts back, so only the static page and its inline scripts run. The returned
 * `release` lets the held ones and every later one through. The route stays for the page's life:
 * taking it away while requests wait in it would have Playwright answer them twice.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_SCRIPTS, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
