/** @jest-environment node */
import { NextRequest } from 'next/server';
import { pathToRegexp } from 'path-to-regexp';
import { COOKIE_DECLARATION_SCRIPTS } from '@/config/analytics';
import { sites } from '@/config/site-registry';
import { PERMISSIONS_POLICY, REFERRER_POLICY } from '@/config/security';
import { effectiveApiUrl } from '@/lib/api-url';
import { SCRIPT_LOADER_HASH, inlineScriptHashes } from '@/lib/security/inline-script-hashes';
import { isInternalHeader } from '@/lib/security/internal-headers';
import { missingSecurityHeaders } from '@/lib/security/response-guard';
import {
  API_CONTENT_SECURITY_POLICY,
  apiSecurityHeaders,
  isHttpsRequest,
  pageContentSecurityPolicy,
  pageSecurityHeaders,
} from '@/lib/security/security-headers';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- next.config.js's CommonJS helper
const { STATIC_SECURITY_HEADERS, SERVICE_WORKER_SECURITY_HEADERS, staticSecurityHeaders } = require('@/config/security-static.js') as {
  STATIC_SECURITY_HEADERS: { key: string; value: string }[];
  SERVICE_WORKER_SECURITY_HEADERS: { key: string; value: string }[];
  staticSecurityHeaders: () => Promise<{ source: string }[]>;
};

const HASH = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';

/** A policy as directive -> sources. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const GA_HOSTS = /googletagmanager|google-analytics|analytics\.google/;
const CLARITY_HOSTS = /clarity\.ms/;

describe.each(sites.map((site) => [site.id, site] as const))('the Content-Security-Policy of %s', (_id, site) => {
  const apiUrl = effectiveApiUrl(site, undefined);
  const policy = parse(pageContentSecurityPolicy({ site, apiUrl, inlineScriptHashes: [HASH], https: true, consentStandIn: false }));
  const all = (directive: string) => policy.get(directive) ?? [];

  it("runs only hashed inline scripts and what they add ('strict-dynamic'): no host, scheme, eval or inline", () => {
    const scripts = all('script-src');
    expect(scripts).toContain(`'${HASH}'`);
    expect(scripts).toContain("'strict-dynamic'");
    // The loader that starts Next's scripts, whatever the build's list says.
    expect(scripts).toContain(`'${SCRIPT_LOADER_HASH}'`);
    expect(parse(pageContentSecurityPolicy({ site, apiUrl, inlineScriptHashes: [], https: true })).get('script-src')).toContain(`'${SCRIPT_LOADER_HASH}'`);
    // Every source is a hash, 'strict-dynamic', or 'self' (ignored beside 'strict-dynamic', kept for CSP2 browsers).
    expect(scripts.filter((source) => !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toEqual(["'strict-dynamic'", "'self'"]);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it("allows inline styles (styled-components) for styles only", () => {
    expect(all('style-src')).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'"]));
  });

  it('talks to its own backend and loads its pictures from it', () => {
    const origin = new URL(site.apiUrl).origin;
    expect(all('connect-src')).toContain(origin);
    expect(all('img-src')).toContain(origin);
    // No other site's backend.
    for (const other of sites.filter((candidate) => new URL(candidate.apiUrl).origin !== origin)) {
      expect(all('connect-src')).not.toContain(new URL(other.apiUrl).origin);
    }
  });

  it('allows Google Analytics only when the site has a gaTag, Clarity only with a project id (never as script hosts)', () => {
    const everything = [...policy.values()].flat().join(' ');
    expect(GA_HOSTS.test(everything)).toBe(Boolean(site.gaTag));
    expect(CLARITY_HOSTS.test(everything)).toBe(Boolean(site.clarityProjectId));
    expect(all('script-src').join(' ')).not.toMatch(/https?:/);
  });

  it("talks to its own consent provider and not the other one", () => {
    const everything = [...policy.values()].flat().join(' ');
    expect(everything.includes('cookieinformation')).toBe(site.cookieProvider === 'cookieinformation');
    expect(everything.includes('onecookie')).toBe(site.cookieProvider === 'onecookie');
  });

  it('is framed by nobody, embeds no plugins, keeps its base and forms on itself', () => {
    expect(all('frame-ancestors')).toEqual(["'none'"]);
    expect(all('object-src')).toEqual(["'none'"]);
    expect(all('base-uri')).toEqual(["'self'"]);
    expect(all('form-action')).toEqual(["'self'"]);
    expect(all('default-src')).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
  });

  it('with the local consent stand-in (dev, demo, tests) talks to no consent provider', () => {
    const local = parse(pageContentSecurityPolicy({ site, apiUrl, inlineScriptHashes: [HASH], https: false, consentStandIn: true }));
    expect([...local.values()].flat().join(' ')).not.toMatch(/cookieinformation|onecookie/);
    expect(local.get('script-src')).toContain("'strict-dynamic'");
    expect(local.has('upgrade-insecure-requests')).toBe(false);
  });

  it("in next dev lists the third parties' script hosts, the cookie declaration exactly on a site whose cookie page shows it", () => {
    const dev = parse(pageContentSecurityPolicy({ site, apiUrl, inlineScriptHashes: [HASH], https: false, consentStandIn: true, development: true }));
    const scripts = dev.get('script-src')!;
    expect(scripts).not.toContain("'strict-dynamic'");
    expect(GA_HOSTS.test(scripts.join(' '))).toBe(Boolean(site.gaTag));
    expect(CLARITY_HOSTS.test(scripts.join(' '))).toBe(Boolean(site.clarityProjectId));
    const declaration = COOKIE_DECLARATION_SCRIPTS[site.cookieProvider].src;
    expect(scripts.filter((source) => /cookieinformation|onecookie/.test(source))).toEqual(site.cookiePageType === 'declaration' ? [declaration] : []);
  });

  it('under the mock backend override allows the mock origin instead of the real backend', () => {
    const mockApiUrl = effectiveApiUrl(site, 'http://127.0.0.1:4010/{site}');
    const local = parse(pageContentSecurityPolicy({ site, apiUrl: mockApiUrl, inlineScriptHashes: [HASH], https: false }));
    expect(local.get('connect-src')).toContain('http://127.0.0.1:4010');
    expect(local.get('img-src')).toContain('http://127.0.0.1:4010');
    expect(local.get('connect-src')).not.toContain(new URL(site.apiUrl).origin);
  });
});

describe('the other security headers', () => {
  it('set Referrer-Policy, nosniff, a geolocation-only Permissions-Policy on pages and API answers', () => {
    for (const headers of [
      pageSecurityHeaders({ site: sites[0], apiUrl: sites[0]!.apiUrl, inlineScriptHashes: [], https: false }),
      apiSecurityHeaders(false),
    ]) {
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Permissions-Policy']).toMatch(/(^|, )geolocation=\(self\)(,|$)/);
      // Every other feature is off: geolocation is the only one with an allow list.
      expect(headers['Permissions-Policy']!.split(', ').filter((entry) => !entry.endsWith('=()'))).toEqual(['geolocation=(self)']);
      expect(headers['Strict-Transport-Security']).toBeUndefined();
    }
  });

  it('send HSTS only over https', () => {
    expect(apiSecurityHeaders(true)['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(pageSecurityHeaders({ inlineScriptHashes: [], https: true })['Strict-Transport-Security']).toBeDefined();
  });

  it('give API answers a policy that loads nothing', () => {
    expect(apiSecurityHeaders(false)['Content-Security-Policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(parse(API_CONTENT_SECURITY_POLICY).get('default-src')).toEqual(["'none'"]);
    expect(parse(API_CONTENT_SECURITY_POLICY).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("give an answer of no site (unknown host) nobody else's hosts", () => {
    const policy = pageContentSecurityPolicy({ inlineScriptHashes: [HASH], https: false });
    expect(policy).not.toMatch(/https:\/\//);
  });

  it('in next dev allow eval, inline scripts and the hot-reload socket (never in a build)', () => {
    const policy = parse(pageContentSecurityPolicy({ site: sites[0], apiUrl: sites[0]!.apiUrl, inlineScriptHashes: [HASH], https: false, development: true }));
    expect(policy.get('script-src')).toEqual(expect.arrayContaining(["'self'", "'unsafe-eval'", "'unsafe-inline'"]));
    // Next's dev server writes <script src> tags, which 'strict-dynamic' would refuse.
    expect(policy.get('script-src')).not.toContain("'strict-dynamic'");
    expect(policy.get('connect-src')).toContain('ws:');
  });

  it("keep next.config.js's static-file headers in step with config/security.ts", () => {
    const byName = Object.fromEntries(STATIC_SECURITY_HEADERS.map(({ key, value }) => [key, value]));
    expect(byName['Referrer-Policy']).toBe(REFERRER_POLICY);
    expect(byName['X-Content-Type-Options']).toBe('nosniff');
    expect(parse(byName['Content-Security-Policy']!).get('frame-ancestors')).toEqual(["'none'"]);
    expect(PERMISSIONS_POLICY).toContain('geolocation=(self)');
  });
});

describe("next.config.js's static-file headers", () => {
  /**
   * Whether one of the rules applies to the path. A custom header's source is path-to-regexp 6
   * syntax, which Next compiles with these options (its own copy of the same library).
   */
  async function covered(pathname: string): Promise<boolean> {
    const rules = await staticSecurityHeaders();
    return rules.some((rule) => pathToRegexp(rule.source, [], { delimiter: '/', sensitive: false, strict: true }).test(pathname));
  }

  it("cover a build's files and public assets", async () => {
    await expect(covered('/_next/static/chunks/0abc123.js')).resolves.toBe(true);
    await expect(covered('/_next/static/build-id/_buildManifest.js')).resolves.toBe(true);
    await expect(covered('/_next/static/build-id/_clientMiddlewareManifest.js')).resolves.toBe(true);
    await expect(covered('/_next/static/media/logo.0a1b2c.svg')).resolves.toBe(true);
    await expect(covered('/brands/aurora/logo.svg')).resolves.toBe(true);
  });

  it("leave out next dev's own folder, whose middleware manifest is served as JSON (vercel/next.js#92180)", async () => {
    await expect(covered('/_next/static/development/_clientMiddlewareManifest.js')).resolves.toBe(false);
    await expect(covered('/_next/static/development/_buildManifest.js')).resolves.toBe(false);
  });

  it("give the service worker a policy of its own, last (Next's last rule for a header wins): fetches of its own origin, nothing else", async () => {
    const rules = (await staticSecurityHeaders()) as { source: string; headers: unknown }[];
    expect(rules.at(-1)).toEqual({ source: '/sw.js', headers: SERVICE_WORKER_SECURITY_HEADERS });
    const policy = parse(Object.fromEntries(SERVICE_WORKER_SECURITY_HEADERS.map(({ key, value }) => [key, value]))['Content-Security-Policy']!);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(SERVICE_WORKER_SECURITY_HEADERS.map(({ key }) => key)).toEqual(STATIC_SECURITY_HEADERS.map(({ key }) => key));
  });

  it('leave pages and API routes to the proxy', async () => {
    await expect(covered('/min-bil')).resolves.toBe(false);
    await expect(covered('/api/auth/refresh')).resolves.toBe(false);
  });
});

describe('isHttpsRequest', () => {
  const production = sites.flatMap((site) => site.hosts);
  it('counts a production host as https even without X-Forwarded-Proto', () => {
    expect(isHttpsRequest('mit.aurora-bil.dk', null, 'http:', production)).toBe(true);
    expect(isHttpsRequest('MIT.Aurora-Bil.DK:443', null, 'http:', production)).toBe(true);
  });
  it('believes the proxy in front, else the URL, for any other host', () => {
    expect(isHttpsRequest('preview.example', 'https', 'http:', production)).toBe(true);
    expect(isHttpsRequest('preview.example', 'http, https', 'https:', production)).toBe(false);
    expect(isHttpsRequest('localhost:3000', null, 'http:', production)).toBe(false);
    expect(isHttpsRequest('localhost:3000', null, 'https:', production)).toBe(true);
  });
});

describe('the hashes of inline scripts', () => {
  it('hash every inline script as the browser does, and skip external and JSON scripts', () => {
    const html =
      '<script src="/a.js"></script><script>alert(1)</script><script id="__NEXT_DATA__" type="application/json">{"a":1}</script><script type="module">x()</script>';
    // sha256("alert(1)") and sha256("x()"), base64.
    expect(inlineScriptHashes(html)).toEqual([
      'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=',
      'sha256-D6IGS8VMvCoyaR/l0h9tERrBTATY01CoPS7l6xDv0kI=',
    ]);
  });
});

describe('internal headers', () => {
  const page = '/log-ind';
  const data = '/_next/data/build/fordele.json';

  it.each([
    'x-middleware-rewrite',
    'x-middleware-next',
    'X-Middleware-Refresh',
    'x-nextjs-rewritten-path',
    'x-nextjs-rewritten-query',
    'x-nextjs-cache',
    'x-nextjs-matched-path',
    'x-nextjs-rewrite',
    'x-nextjs-redirect',
    'x-site',
    'x-matched-path',
  ])('%s never reaches the browser with a page', (name) => {
    expect(isInternalHeader(name, page)).toBe(true);
    expect(isInternalHeader(name, undefined)).toBe(true);
  });

  it('the client router keeps what it reads on data answers only, and nothing else internal', () => {
    for (const name of ['x-nextjs-rewrite', 'x-nextjs-redirect', 'x-middleware-skip', 'x-middleware-cache', 'x-nextjs-deployment-id']) {
      expect({ name, internal: isInternalHeader(name, data) }).toEqual({ name, internal: false });
    }
    for (const name of ['x-middleware-rewrite', 'x-nextjs-matched-path', 'x-nextjs-rewritten-path', 'x-nextjs-cache', 'x-site']) {
      expect({ name, internal: isInternalHeader(name, data) }).toEqual({ name, internal: true });
    }
  });

  it("keeps x-nextjs-cache only on a server measuring the proxy's cost (PROXY_COST_MEASUREMENT=1, test:scale)", () => {
    const before = process.env['PROXY_COST_MEASUREMENT'];
    try {
      process.env['PROXY_COST_MEASUREMENT'] = '1';
      expect(isInternalHeader('x-nextjs-cache', page)).toBe(false);
      expect(isInternalHeader('x-nextjs-rewritten-path', page)).toBe(true);
      delete process.env['PROXY_COST_MEASUREMENT'];
      expect(isInternalHeader('x-nextjs-cache', page)).toBe(true);
    } finally {
      if (before === undefined) delete process.env['PROXY_COST_MEASUREMENT'];
      else process.env['PROXY_COST_MEASUREMENT'] = before;
    }
  });

  it('leaves every other header alone', () => {
    for (const name of ['content-type', 'cache-control', 'x-robots-tag', 'x-content-type-options', 'x-frame-options', 'location']) {
      expect(isInternalHeader(name, page)).toBe(false);
    }
  });
});

describe('missingSecurityHeaders (the response guard, for answers neither the proxy nor next.config.js dressed)', () => {
  const facts = { status: 404, https: false, inlineScriptHashes: [HASH] };

  it("gives an HTML answer of no site the no-site page policy and every common header", () => {
    const added = missingSecurityHeaders({ 'content-type': 'text/html; charset=utf-8' }, facts);
    const policy = parse(added['Content-Security-Policy']!);
    expect(policy.get('script-src')).toContain(`'${HASH}'`);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(added).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': REFERRER_POLICY,
      'Permissions-Policy': PERMISSIONS_POLICY,
    });
    expect(added['Strict-Transport-Security']).toBeUndefined();
    expect(missingSecurityHeaders({ 'content-type': 'text/html' }, { ...facts, https: true })['Strict-Transport-Security']).toMatch(/^max-age=\d+; includeSubDomains$/);
  });

  it('gives anything else the policy that allows nothing', () => {
    expect(missingSecurityHeaders({}, facts)['Content-Security-Policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(missingSecurityHeaders({ 'content-type': 'application/json' }, facts)['Content-Security-Policy']).toBe(API_CONTENT_SECURITY_POLICY);
  });

  it('replaces nothing an answer already has, and keeps a frameable local page frameable', () => {
    const proxied = pageSecurityHeaders({ inlineScriptHashes: [HASH], https: false, frameAncestors: ["'self'"] });
    const head = Object.fromEntries(Object.entries(proxied).map(([name, value]) => [name.toLowerCase(), value]));
    expect(missingSecurityHeaders(head, facts)).toEqual({});
    expect(missingSecurityHeaders({ 'content-security-policy': "default-src 'none'" }, facts)).toMatchObject({ 'X-Frame-Options': 'DENY' });
  });

  it('gives a redirect without Cache-Control a short private one, and leaves one that has it', () => {
    for (const status of [301, 302, 303, 307, 308]) {
      expect(missingSecurityHeaders({}, { ...facts, status })['Cache-Control']).toBe('private, max-age=300');
    }
    expect(missingSecurityHeaders({ 'cache-control': 'no-store' }, { ...facts, status: 308 })['Cache-Control']).toBeUndefined();
    expect(missingSecurityHeaders({}, { ...facts, status: 304 })['Cache-Control']).toBeUndefined();
    expect(missingSecurityHeaders({}, { ...facts, status: 200 })['Cache-Control']).toBeUndefined();
  });
});

describe('the proxy', () => {
  const original = { ...process.env };
  afterEach(() => {
    process.env = { ...original };
  });

  function proxyWith(env: Record<string, string>) {
    Object.assign(process.env, env);
    let proxy: typeof import('@/proxy').proxy | undefined;
    jest.isolateModules(() => {
      jest.doMock('@/lib/security/inline-script-hashes', () => ({ buildInlineScriptHashes: () => [HASH] }));
      proxy = (jest.requireActual('@/proxy') as typeof import('@/proxy')).proxy;
    });
    return (host: string, path: string, headers: Record<string, string> = {}) =>
      proxy!(new NextRequest(`http://${host}${path}`, { headers: { host, ...headers } })).headers;
  }

  it.each(sites.filter((site) => !site.maintenance).map((site) => [site.id, site] as const))(
    "answers %s's pages with that site's policy and no x-site",
    (_id, site) => {
      const headers = proxyWith({ ALLOW_LOCAL_HOSTS: 'false' })(site.hosts[0]!, '/');
      const policy = parse(headers.get('content-security-policy')!);
      expect(policy.get('connect-src')).toContain(new URL(site.apiUrl).origin);
      expect(policy.get('script-src')).toContain(`'${HASH}'`);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(headers.get('strict-transport-security')).toMatch(/^max-age=/);
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('x-site')).toBeNull();
    },
  );

  it('answers API routes with the API policy and passes them on untouched', () => {
    const headers = proxyWith({ ALLOW_LOCAL_HOSTS: 'true' })('aurora-dk.localhost:3000', '/api/auth/getRefreshTokenCookie');
    expect(headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
    expect(headers.get('x-middleware-rewrite')).toBeNull();
    expect(headers.get('x-middleware-next')).toBe('1');
    expect(headers.get('strict-transport-security')).toBeNull();
  });

  it('lets only the local sites overview frame a page, on the local stack', () => {
    const headers = proxyWith({ ALLOW_LOCAL_HOSTS: 'true' })('volta-se.localhost:3000', '/inloggning');
    expect(parse(headers.get('content-security-policy')!).get('frame-ancestors')).toEqual(["'self'", 'http://localhost:*', 'http://127.0.0.1:*']);
  });
});
