/** @jest-environment node */
import { getSite } from '@/config/site-registry';
import { OFFLINE_PAGE_HEADERS, OFFLINE_PAGE_PATH, offlinePageRewrite, renderOfflinePage } from '@/lib/offline/offline-page';

describe('the offline page', () => {
  it("is the site's own: its language, name and colours", () => {
    const site = getSite('volta-se')!;
    const html = renderOfflinePage(site);
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain('<h1>Du är offline</h1>');
    expect(html).toContain(`<p class="brand">${site.websiteName}</p>`);
    expect(html).toContain(`background:${site.theme.colors.background}`);
    expect(renderOfflinePage(getSite('aurora-dk')!)).toContain('<h1>Du er offline</h1>');
  });

  it('runs no script and loads nothing: its styles are inline, its only link reloads the page asked for', () => {
    const html = renderOfflinePage(getSite('aurora-dk')!);
    expect(html).not.toMatch(/<script|<img|<link|src=/);
    expect(html).toContain('<a href="">Prøv igen</a>');
    expect(OFFLINE_PAGE_HEADERS['Content-Security-Policy']).toMatch(/^default-src 'none'; style-src 'unsafe-inline';/);
  });

  it('is reached at its own path only', () => {
    expect(offlinePageRewrite(OFFLINE_PAGE_PATH)).toBe('/api/offline-page');
    expect(offlinePageRewrite('/__offline/x')).toBeUndefined();
    expect(offlinePageRewrite('/')).toBeUndefined();
  });
});
