/** @jest-environment node */
import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { ROUTE_ALIASES } from '@/config/route-aliases';
import { sites } from '@/config/site-registry';
import { routeRequest } from '@/lib/routing/route-request';
import da from '@/locales/da/routes.json';
import en from '@/locales/en/routes.json';
import sv from '@/locales/sv/routes.json';

/*
 * Hosts and paths a stranger can send, generated (malformed, over-long, mixed case,
 * percent-encoded, dot segments, NUL), through the proxy function itself: it never throws, never
 * answers a 500, never serves one site's page on another site's host, redirects only to a path
 * on the same host, and always sends the security headers.
 */

const HASH = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';
let proxy: typeof import('@/proxy').proxy;

beforeAll(() => {
  process.env.ALLOW_LOCAL_HOSTS = 'true';
  jest.isolateModules(() => {
    jest.doMock('@/lib/security/inline-script-hashes', () => ({ buildInlineScriptHashes: () => [HASH] }));
    proxy = (jest.requireActual('@/proxy') as typeof import('@/proxy')).proxy;
  });
});

/** Who owns a host, worked out independently of lib/routing: production hosts, <id>.localhost, localhost. */
function ownerOf(hostHeader: string): string | undefined {
  let host = hostHeader.trim().toLowerCase();
  host = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
  host = host.replace(/\.$/, '');
  if (['localhost', '127.0.0.1', '[::1]'].includes(host)) return 'aurora-dk';
  return sites.find((site) => site.hosts.includes(host) || host === `${site.id}.localhost`)?.id;
}

const knownHosts = sites.flatMap((site) => [...site.hosts, `${site.id}.localhost`]).concat(['localhost', '127.0.0.1', '[::1]']);
const mixCase = (text: string) => fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length }).map((upper) =>
  [...text].map((char, index) => (upper[index] ? char.toUpperCase() : char)).join(''),
);

const host = fc.oneof(
  { arbitrary: fc.constantFrom(...knownHosts), weight: 4 },
  fc.constantFrom(...knownHosts).chain(mixCase),
  fc.tuple(fc.constantFrom(...knownHosts), fc.constantFrom(':3000', ':', ':99999', ':abc', '.', '..', ':0', ' ', '\t', '%2e')).map(([name, tail]) => name + tail),
  fc.tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...knownHosts)).map(([prefix, name]) => `${prefix}${name}`),
  fc.tuple(fc.constantFrom(...knownHosts), fc.string({ maxLength: 12 })).map(([name, suffix]) => `${name}${suffix}`),
  fc.constantFrom(...knownHosts).map((name) => encodeURIComponent(name).replace(/\./g, '%2E')),
  fc.constantFrom('', ' ', '[', '[::1', '::1', '@', 'evil.example', 'aurora-dk.localhost.evil.example', 'volta-se.localhost@aurora-dk.localhost', 'xn--ls8h.la'),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.nat({ max: 20_000 }).map((size) => `${'a'.repeat(size)}.localhost`),
);

const routeSegments = [...Object.values(da), ...Object.values(sv), ...Object.values(en)].filter((value): value is string => typeof value === 'string');
const aliasSegments = Object.values(ROUTE_ALIASES).flatMap((table) => Object.keys(table));
const segment = fc.oneof(
  { arbitrary: fc.constantFrom(...routeSegments, ...aliasSegments), weight: 5 },
  fc.constantFrom(...routeSegments, ...aliasSegments).chain(mixCase),
  fc.constantFrom('..', '.', '%2e%2e', '%2E', '%2f', '%5c', '\\', '%00', '\0', '%', '%zz', '%E0%A4%A', '%ed%a0%80', '//', ''),
  fc.constantFrom(...sites.map((site) => site.id), 'da', 'sv', 'en', 'no', 'DA', 'login', 'home', '_next', 'api', '_no-such-page', '__sites', 'maintenance'),
  fc.string({ unit: 'grapheme', maxLength: 15 }).map((text) => encodeURIComponent(text)),
  fc.string({ unit: 'binary', maxLength: 15 }),
);
const pathname = fc.oneof(
  { arbitrary: fc.array(segment, { maxLength: 6 }).map((parts) => `/${parts.join('/')}`), weight: 6 },
  fc.nat({ max: 20_000 }).map((size) => `/${'x/'.repeat(size)}`),
  fc.string({ unit: 'binary', maxLength: 80 }).map((text) => `/${text}`),
);

/** The request as Next would hand it over, or undefined for a host no HTTP parser accepts (NUL, CR, LF). */
function requestOf(hostHeader: string, path: string): NextRequest | undefined {
  let url: URL;
  try {
    url = new URL(`http://portal.test${path.startsWith('/') ? '' : '/'}${path}`);
  } catch {
    return undefined;
  }
  try {
    return new NextRequest(url, { headers: { host: hostHeader } });
  } catch {
    return undefined;
  }
}

describe('fuzzing the proxy', () => {
  it('never throws, never 500s, never serves another site, and always sends the security headers', () => {
    let requests = 0;
    fc.assert(
      fc.property(host, pathname, (hostHeader, path) => {
        const request = requestOf(hostHeader, path);
        if (!request) return;
        requests += 1;
        const response = proxy(request);
        // The local stack's sites overview answers with its own headers (lib/dev/sites-overview.ts).
        if (response.headers.get('x-middleware-rewrite')?.endsWith('/api/dev/sites-overview')) return;
        expect(response.status).toBeLessThan(500 + (ownerOf(hostHeader) === 'maintenance' ? 4 : 0));
        expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors [^;]+/);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('x-site')).toBeNull();

        const location = response.headers.get('location');
        if (location) {
          // An alias or another spelling: a redirect to a path on the host that was asked.
          expect(response.status).toBe(308);
          expect(new URL(location).origin).toBe(request.nextUrl.origin);
          expect(new URL(location).pathname).toMatch(/^\/[^/]/);
          return;
        }
        const rewrite = response.headers.get('x-middleware-rewrite');
        const next = response.headers.get('x-middleware-next');
        if (!rewrite) {
          // Only API routes and the local sites overview pass through untouched.
          expect(next ?? '').toBe('1');
          expect(request.nextUrl.pathname.startsWith('/api/')).toBe(true);
          return;
        }
        // (NextURL keeps a trailing slash of the request on the rewritten path.)
        const target = new URL(rewrite).pathname.replace(/(.)\/$/, '$1');
        const owner = ownerOf(hostHeader);
        if (!owner) {
          expect(target).toBe('/_no-such-page');
          return;
        }
        const [, siteId, locale] = target.split('/');
        expect(siteId).toBe(owner);
        expect(sites.find((site) => site.id === owner)!.locales as readonly string[]).toContain(locale);
      }),
      { numRuns: 4000, interruptAfterTimeLimit: 45_000, markInterruptAsFailure: false },
    );
    // Most generated requests were real requests, not skipped as unparseable.
    expect(requests).toBeGreaterThan(2000);
  }, 60_000);

  it('routes a host with NUL, CR or LF (which an HTTP parser refuses before us) to no site', () => {
    fc.assert(
      fc.property(fc.constantFrom(...knownHosts), fc.constantFrom('\0', '\r', '\n', '%00'), fc.nat({ max: 30 }), (name, bad, at) => {
        const broken = name.slice(0, at) + bad + name.slice(at);
        const routing = routeRequest(broken, '/log-ind', sites, { localHosts: true });
        if (routing.action !== 'not-found') expect(ownerOf(broken)).toBe(routing.siteId);
        // The neutral 404 for no site; a site's unknown path is that site's own 404 page.
        else expect(routing.pathname).toBe(routing.siteId ? `/${routing.siteId}/${routing.pathname.split('/')[2]}/not-found` : '/_no-such-page');
      }),
      { numRuns: 1000 },
    );
  });
});
