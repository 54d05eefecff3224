import type { Page } from '@playwright/test';

/**
 * The scripts a page's static HTML lists (their paths), fetched in the browser, with its session's
 * cookies: those the loader that starts the page's code lists (lib/security/script-loader.ts), and
 * any <script src>.
 */
export async function staticScripts(page: Page, url: string): Promise<string[]> {
  const html = await page.evaluate(async (address) => (await fetch(address)).text(), url);
  const listed = [...html.matchAll(/\sdata-(?:nomodule-)?scripts="([^"]*)"/g)].flatMap((match) => match[1]!.split(' '));
  const tags = [...html.matchAll(/\ssrc="([^"]+)"/g)].map((match) => match[1]!);
  return [...listed, ...tags].filter((src) => src.endsWith('.js'));
}

/** The page's window, with the elements its static page arrived with. */
type StaticElementsWindow = Window & { staticElements?: (Element | null)[] };

/**
 * From the next navigation on, keeps the first element matching each selector as the static page
 * arrives (DOMContentLoaded, before the page's scripts run), to compare with what the owner ends
 * up with (`staticElementsConnected`).
 */
export async function keepStaticElements(page: Page, selectors: string[]): Promise<void> {
  await page.addInitScript((kept: string[]) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as StaticElementsWindow).staticElements = kept.map((selector) => document.querySelector(selector));
    });
  }, selectors);
}

/**
 * Keeps the first element matching each selector now: for a test that holds the page's scripts
 * (support/hold-scripts.ts), what the static page arrived with, without depending on when
 * DOMContentLoaded came (`staticElementsConnected` compares them later).
 */
export async function keepStaticElementsNow(page: Page, selectors: string[]): Promise<void> {
  await page.evaluate((kept: string[]) => {
    (window as StaticElementsWindow).staticElements = kept.map((selector) => document.querySelector(selector));
  }, selectors);
}

/** Whether each kept element is still in the page: hydrated in place, not thrown away and drawn anew. */
export async function staticElementsConnected(page: Page): Promise<(boolean | null)[] | undefined> {
  return page.evaluate(() => (window as StaticElementsWindow).staticElements?.map((element) => element?.isConnected ?? null));
}
