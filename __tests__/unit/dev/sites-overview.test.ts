/** @jest-environment node */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sites } from '@/config/site-registry';
import type { SiteConfig } from '@/config/site-schema';
import {
  answerSitesOverview,
  renderSitesOverview,
  siteLinks,
  SITES_OVERVIEW_PATH,
  SITES_OVERVIEW_ROUTE,
  sitesOverviewEnabled,
  sitesOverviewRewrite,
} from '@/lib/dev/sites-overview';

describe('the gate', () => {
  it('is open only with the local-stack setting, and only on a local host', () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'aurora-dk.localhost:3000', 'LOCALHOST']) {
      expect({ host, open: sitesOverviewEnabled({ ALLOW_LOCAL_HOSTS: true }, host) }).toEqual({ host, open: true });
      expect({ host, open: sitesOverviewEnabled({ ALLOW_LOCAL_HOSTS: false }, host) }).toEqual({ host, open: false });
    }
    for (const host of [...sites.flatMap((site) => site.hosts), 'evil.example', 'localhost.evil.example', '', undefined]) {
      expect({ host, open: sitesOverviewEnabled({ ALLOW_LOCAL_HOSTS: true }, host) }).toEqual({ host, open: false });
    }
  });

  it('lets the proxy send only the overview path to the overview route, and only when open', () => {
    expect(sitesOverviewRewrite(SITES_OVERVIEW_PATH, true)).toBe(SITES_OVERVIEW_ROUTE);
    expect(sitesOverviewRewrite(`${SITES_OVERVIEW_PATH}/`, true)).toBe(SITES_OVERVIEW_ROUTE);
    expect(sitesOverviewRewrite(SITES_OVERVIEW_PATH, false)).toBeUndefined();
    expect(sitesOverviewRewrite('/log-ind', true)).toBeUndefined();
    expect(sitesOverviewRewrite('/__sites-x', true)).toBeUndefined();
  });

  it('answers 404, unindexed, when closed', () => {
    const answer = answerSitesOverview('GET', 'localhost:3000', false, sites);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('aurora-dk');
    expect(answer.headers['X-Robots-Tag']).toBe('noindex, nofollow');
  });

  it('answers only GET and HEAD', () => {
    expect(answerSitesOverview('POST', 'localhost:3000', true, sites).status).toBe(405);
    expect(answerSitesOverview('HEAD', 'localhost:3000', true, sites)).toMatchObject({ status: 200, body: '' });
  });
});

describe('the overview page', () => {
  const html = renderSitesOverview(sites, 'localhost:3118');

  it('lists every site with its local login link on the port it was opened on', () => {
    for (const site of sites) expect(html).toContain(`data-site="${site.id}"`);
    expect(html).toContain('href="http://aurora-se.localhost:3118/inloggning"');
    expect(html).toContain('href="http://aurora-dk.localhost:3118/log-ind"');
    expect(html).toContain('href="http://localhost:3118/"');
  });

  it('shows each login page as a lazy, titled, inert thumbnail without scripts', () => {
    expect(html.match(/<iframe /g)).toHaveLength(sites.length);
    expect(html).toContain('<iframe src="http://volta-se.localhost:3118/inloggning" title="Login page of volta-se, scaled down" loading="lazy" sandbox="" tabindex="-1"');
    expect(html).toContain('<div class="thumb" inert>');
  });

  it('shows the key settings', () => {
    expect(html).toContain('ON: every page shows the maintenance page');
    expect(html).toContain('onecookie, cookie page: text');
    expect(html).toContain('https://www.volta-ev.se/cookiepolicy');
    expect(html).toContain('benefits (highlight yes');
  });

  it('is hidden from search engines', () => {
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('writes site values as text', () => {
    const evil = { ...sites[0]!, websiteName: '<script>alert(1)</script>' } as SiteConfig;
    const page = renderSitesOverview([evil], 'localhost');
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(siteLinks(evil, 'localhost').login).toBe('http://aurora-dk.localhost/log-ind');
  });
});

describe('the overview route over HTTP', () => {
  type Handler = (req: IncomingMessage, res: ServerResponse) => void;

  async function fetchOverview(allowLocalHosts: string | undefined) {
    const saved = process.env.ALLOW_LOCAL_HOSTS;
    if (allowLocalHosts === undefined) delete process.env.ALLOW_LOCAL_HOSTS;
    else process.env.ALLOW_LOCAL_HOSTS = allowLocalHosts;
    let handler!: Handler;
    // A fresh module registry: serverEnv() reads the environment once per process.
    jest.isolateModules(() => {
      handler = (jest.requireActual('@/pages/api/dev/sites-overview') as { default: Handler }).default;
    });
    const server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}${SITES_OVERVIEW_ROUTE}`);
      return { status: response.status, robots: response.headers.get('x-robots-tag'), body: await response.text() };
    } finally {
      server.close();
      if (saved === undefined) delete process.env.ALLOW_LOCAL_HOSTS;
      else process.env.ALLOW_LOCAL_HOSTS = saved;
    }
  }

  it('is a 404 on a production server without the local-stack setting', async () => {
    const answer = await fetchOverview(undefined);
    expect(answer).toMatchObject({ status: 404, robots: 'noindex, nofollow' });
    expect(answer.body).not.toContain('Sites overview');
  });

  it('is the overview with the setting on', async () => {
    const answer = await fetchOverview('true');
    expect(answer).toMatchObject({ status: 200, robots: 'noindex, nofollow' });
    expect(answer.body).toContain('Sites overview (5 sites)');
  });
});
