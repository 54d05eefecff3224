import { expect, test } from './support/test';
import { e2ePorts, siteUrl } from './support/stack-ports';

/*
 * Each brand's typeface ships with the portal (styles/fonts.ts): the page preloads its brand's one
 * file, from its own origin, small enough for a phone, and that file is the one its text is set in;
 * the other brand's font is never fetched.
 */
const FONT_BUDGET_BYTES = 40_000;

for (const [site, other] of [
  ['aurora-dk', 'volta'],
  ['volta-se', 'aurora'],
] as const) {
  test(`${site}: the brand's typeface is preloaded, served, within the budget, and what the text is set in`, async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto(siteUrl(site, site.endsWith('-dk') ? '/log-ind' : '/inloggning'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const preload = page.locator('link[rel="preload"][as="font"]');
    await expect(preload).toHaveCount(1);
    const href = (await preload.getAttribute('href'))!;
    expect(href).toMatch(/^\/_next\/static\/media\/[0-9a-f]+-s\.woff2$/);
    // (Node does not resolve <site>.localhost: a static file is the same on any host.)
    const answer = await page.request.get(`http://127.0.0.1:${e2ePorts().app}${href}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('font/woff2');
    const bytes = (await answer.body()).length;
    expect(bytes).toBeGreaterThan(5_000);
    expect(bytes).toBeLessThanOrEqual(FONT_BUDGET_BYTES);

    // The text is set in the brand's font, loaded from that very file, and nothing else was fetched.
    await page.evaluate(() => document.fonts.ready);
    const face = await page.evaluate(() => {
      const family = getComputedStyle(document.body).fontFamily;
      const first = family.split(',')[0]!.trim();
      return { family, loaded: document.fonts.check(`16px ${first}`) && [...document.fonts].some((font) => font.status === 'loaded') };
    });
    expect(face.family).not.toContain(`--font-${other}`);
    expect(face.loaded).toBe(true);
    expect(fonts).toEqual([href]);
  });
}
