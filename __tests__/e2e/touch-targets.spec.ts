import type { Page } from '@playwright/test';
import { TOUCH_TARGET } from '@/config/layout';
import { expect, newQuietContext, test } from './support/test';
import { signIn } from './support/auth';
import { siteUrl } from './support/stack-ports';

/*
 * On phones every control and every link that stands on its own is a touch target at least
 * TOUCH_TARGET (44 px) tall. A link inside a sentence (display: inline) is exempt, as WCAG exempts
 * it; a checkbox counts with its label, and a control whose hit area reaches beyond its box (the
 * switch's) counts by what a tap 22 px above and below its middle still hits.
 */
const PHONE = { width: 390, height: 844 };
const MIN_PX = parseFloat(TOUCH_TARGET) * 16;

/** Every visible control or standalone link on the page shorter than `min` px, as "tag "name" w×h". */
function tooSmall(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const found: string[] = [];
    const hits = (el: Element, x: number, y: number) => {
      const hit = document.elementFromPoint(x, y);
      const labels = el instanceof HTMLInputElement ? [...(el.labels ?? [])] : [];
      return !!hit && (el.contains(hit) || labels.some((label) => label.contains(hit)));
    };
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="switch"], [role="tab"]',
    );
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      // Not shown, visually hidden (the skip link until focused), or part of a hidden outline.
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(el).visibility === 'hidden' || el.closest('[aria-hidden="true"]')) continue;
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') continue;
      const label = el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type) ? el.labels?.[0] : undefined;
      const target = (label ?? el).getBoundingClientRect();
      if (target.height >= min - 0.5) continue;
      el.scrollIntoView({ block: 'center' });
      const now = el.getBoundingClientRect();
      const x = now.left + now.width / 2;
      const y = now.top + now.height / 2;
      if (hits(el, x, y - min / 2 + 1) && hits(el, x, y + min / 2 - 1)) continue;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      found.push(`${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${name}" ${Math.round(target.width)}×${Math.round(target.height)}`);
    }
    return found;
  }, MIN_PX);
}

const SITES = [
  {
    site: 'aurora-dk',
    signedOut: [
      { path: '/log-ind', shows: { role: 'link', name: 'Glemt adgangskode?' } },
      { path: '/opret-konto', shows: { role: 'checkbox', name: /skal accepteres/ } },
    ],
    signedIn: [
      { path: '/min-bil', shows: { role: 'link', name: /Solstice/ } },
      { path: '/mine-biler', shows: { role: 'button', name: /Vis detaljer/ } },
      { path: '/forhandler', shows: { role: 'button', name: 'Vælg som mit værksted' } },
      { path: '/hjaelp', shows: { role: 'link', name: /^\+45/ } },
      { path: '/min-profil/samtykke', shows: { role: 'switch' } },
      { path: '/min-profil/interesser', shows: { role: 'checkbox' } },
    ],
  },
  {
    site: 'volta-se',
    signedOut: [{ path: '/inloggning', shows: { role: 'link', name: 'Glömt lösenordet?' } }],
    signedIn: [
      { path: '/mina-bilar', shows: { role: 'button', name: /Visa detaljer/i } },
      { path: '/aterforsaljare', shows: { role: 'button', name: /Välj som min verkstad/i } },
      { path: '/hjalp', shows: { role: 'link', name: /^\+46/ } },
    ],
  },
] as const;

type Shows = { role: 'link' | 'button' | 'checkbox' | 'switch'; name?: string | RegExp };

async function check(page: Page, site: string, path: string, shows: Shows) {
  await page.goto(siteUrl(site, path));
  // The page's data is in: the control the check is about is there (or the check would pass on outlines).
  await expect(page.getByRole(shows.role, shows.name ? { name: shows.name } : {}).first()).toBeVisible({ timeout: 15_000 });
  expect(await tooSmall(page), `${site}${path}`).toEqual([]);
}

for (const { site, signedOut, signedIn } of SITES) {
  test(`${site}: on a phone every control and standalone link is a 44 px touch target`, async ({ browser }) => {
    test.slow();
    const context = await newQuietContext(browser, { viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    for (const { path, shows } of signedOut) await check(page, site, path, shows);
    await signIn(page, site);
    for (const { path, shows } of signedIn) await check(page, site, path, shows);
    await context.close();
  });
}
