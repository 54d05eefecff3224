import type { Request } from '@playwright/test';
import { signIn, type DemoSite } from './support/auth';
import { e2ePorts, siteUrl } from './support/stack-ports';
import { expect, test } from './support/test';

/*
 * An id taken from the address bar goes into a backend path (GET /api/profile/publications/{id}).
 * `?reward=..` once made the client send an authenticated GET one level up (the URL resolves
 * `..`, and encodeURIComponent keeps it): the API client now refuses such a value before anything
 * is sent (api-client/core/required-params.ts), and the screen says the item does not exist,
 * never a blank page.
 */

const CASES: Array<{ site: DemoSite; path: string; param: string; notFound: string; retry: string; back: string }> = [
  { site: 'aurora-dk', path: '/fordele', param: 'reward', notFound: 'Fordelen findes ikke længere, eller den gælder ikke for dig.', retry: 'Prøv igen', back: 'Tilbage til fordele' },
  { site: 'volta-se', path: '/nyheter', param: 'article', notFound: 'Artikeln finns inte längre.', retry: 'Försök igen', back: 'Tillbaka till nyheter' },
];

/** The requests of this page to the mock backend (the site's apiUrl in the e2e stack). */
function backendRequests(requests: Request[]): URL[] {
  const origin = `http://127.0.0.1:${e2ePorts().mockApi}`;
  return requests.map((request) => new URL(request.url())).filter((url) => url.origin === origin);
}

for (const c of CASES) {
  test(`${c.site}: ?${c.param}=.. and other ids no backend knows send nothing outside the screen's own calls, and say not found`, async ({ page, mock }) => {
    await signIn(page, c.site);
    for (const value of ['..', '.', '%2E%2E', 'not-an-id']) {
      const requests: Request[] = [];
      const record = (request: Request) => void requests.push(request);
      page.on('request', record);
      await page.goto(siteUrl(c.site, `${c.path}?${c.param}=${value}`));
      await expect(page.getByRole('alert').filter({ hasText: c.notFound }), value).toBeVisible();
      await expect(page.getByRole('button', { name: c.retry })).toHaveCount(0);
      await expect(page.getByRole('link', { name: c.back })).toBeVisible();
      page.off('request', record);

      const sent = backendRequests(requests);
      // The page did call the backend (its frame's calls), so the check below looks at real traffic.
      expect(sent.length, value).toBeGreaterThan(0);
      // A dot segment, resolved by the URL, leaves a path ending in "/": /api/profile/ for "..",
      // /api/profile/publications/ for ".". No operation of the contract ends so.
      expect(sent.filter((url) => url.pathname.endsWith('/')).map((url) => url.href), value).toEqual([]);
      // Every call stays under the site's own API, and none asks for one publication.
      expect(sent.filter((url) => !url.pathname.startsWith(`/${c.site}/api/`)).map((url) => url.href), value).toEqual([]);
      expect(sent.filter((url) => /\/publications\/(?!reward-categories$|subcategories$|v2$)[^/]*$/.test(url.pathname)).map((url) => url.href), value).toEqual([]);
    }
    // The backend agrees: it was never asked for a publication by id.
    expect((await mock.calls()).getPublication ?? 0).toBe(0);
  });
}
