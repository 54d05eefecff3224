import type { Page } from '@playwright/test';

/**
 * Records what the page logs as errors or warnings (hydration mismatches, React warnings,
 * uncaught exceptions) so a test can assert a clean console.
 *
 * `expectedNotFound`: addresses whose 404 is an answer the page expects and handles (the browser
 * logs every 404 as a failed resource, whatever the page makes of it), e.g. the loyalty account of
 * an owner who is not in the programme. Only a 404 of such an address is let through.
 */
export function watchConsole(page: Page, { expectedNotFound = [] }: { expectedNotFound?: RegExp[] } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const expected =
      message.text().startsWith('Failed to load resource: the server responded with a status of 404') &&
      expectedNotFound.some((address) => address.test(message.location().url));
    if (!expected) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
