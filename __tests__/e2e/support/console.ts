import type { Page } from '@playwright/test';

/** What Playwright logs in the page when it refuses a service worker's registration. */
const WORKER_BLOCKED_BY_HARNESS = 'Service Worker registration blocked by Playwright';

/**
 * Records what the page logs as errors or warnings (hydration mismatches, React warnings,
 * uncaught exceptions) so a test can assert a clean console.
 *
 * `expectedNotFound`: addresses whose 404 is an answer the page expects and handles (the browser
 * logs every 404 as a failed resource, whatever the page makes of it), e.g. the loyalty account of
 * an owner who is not in the programme. Only a 404 of such an address is let through.
 *
 * Playwright's own warning when it blocks the portal's service worker (playwright.config.ts's
 * `serviceWorkers: 'block'`) is the harness speaking, not the page, and is let through too.
 */

export function watchConsole(page: Page, { expectedNotFound = [] }: { expectedNotFound?: RegExp[] } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const expected =
      message.text().startsWith('Failed to load resource: the server responded with a status of 404') &&
      expectedNotFound.some((address) => address.test(message.location().url));
    if (message.text() === WORKER_BLOCKED_BY_HARNESS) return;
    if (!expected) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
