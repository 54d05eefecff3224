import type { Page } from '@playwright/test';

/** The page's section titled `name` (its level-2 heading), as the owner screens and their sections are built. */
export function sectionNamed(page: Page, name: string) {
  return page.locator('section').filter({ has: page.getByRole('heading', { name, level: 2, exact: true }) });
}

/** The number in a shown amount ("2.350 point", "1 000 poäng", "12 480 km"): its digits only. */
export function digitsOf(text: string | null): number {
  return Number((text ?? '').replace(/\D/g, ''));
}
