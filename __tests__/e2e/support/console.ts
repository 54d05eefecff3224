import type { Page } from '@playwright/test';

/**
 * Records what the page logs as errors or warnings (hydration mismatches, React warnings,
 * uncaught exceptions) so a test can assert a clean console.
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
