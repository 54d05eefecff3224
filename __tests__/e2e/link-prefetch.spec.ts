import { expect, test } from './support/test';
import { SITES, signIn } from './support/auth';
import { siteUrl } from './support/stack-ports';

/**
 * Links fetch the next page's data when the owner shows the intent to go there, not on sight
 * (components/ui/link.tsx): opening home asks for no other page's data, and the pointer over a
 * car asks for the vehicles page's.
 */
const SITE = 'aurora-dk';
const { home, vehicles } = SITES[SITE];
/** A page's data file, as Next's router names it under /_next/data/<build>/. */
const dataFile = (path: string) => `${path.slice(1)}.json`;

test('home fetches no other page on sight; the pointer over a car fetches the vehicles page', async ({ page }) => {
  await signIn(page, SITE);
  const pageData: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/_next/data/')) pageData.push(pathname.split('/').pop()!);
  });

  // The pointer stays where sign-in left it (the login button): a car drawn under it would be
  // 'hovered' without the owner moving. Park it in the page's corner, over no link but the logo's.
  await page.mouse.move(0, 0);
  await page.goto(siteUrl(SITE, home));
  const firstCar = page.getByRole('main').locator('li a').first();
  await expect(firstCar).toBeVisible();
  await expect(firstCar.locator('img')).toHaveJSProperty('complete', true);
  await page.waitForLoadState('networkidle');
  // Next prefetches visible links when the browser is idle: give it the time it would take.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1500))));
  // Only home's own data (Next's router asks for it once after hydration).
  expect(pageData.filter((file) => !file.startsWith(dataFile(home)))).toEqual([]);

  const href = await firstCar.getAttribute('href');
  expect(href).toMatch(new RegExp(`^${vehicles}`));
  await firstCar.hover();
  await expect.poll(() => pageData.filter((file) => file.startsWith(dataFile(vehicles)))).not.toEqual([]);
});
