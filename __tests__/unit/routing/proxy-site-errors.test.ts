/** @jest-environment node */
import { NextRequest } from 'next/server';

const original = process.env.ALLOW_LOCAL_HOSTS;
afterAll(() => {
  if (original === undefined) delete process.env.ALLOW_LOCAL_HOSTS;
  else process.env.ALLOW_LOCAL_HOSTS = original;
});

/** The proxy as the local stack and the end-to-end tests run it (ALLOW_LOCAL_HOSTS=true). */
function proxyOnTheLocalStack() {
  process.env.ALLOW_LOCAL_HOSTS = 'true';
  let proxy: typeof import('@/proxy').proxy | undefined;
  jest.isolateModules(() => {
    proxy = (jest.requireActual('@/proxy') as typeof import('@/proxy')).proxy;
  });
  return (host: string, path: string, headers: Record<string, string> = {}) => {
    const response = proxy!(new NextRequest(`http://${host}${path}`, { headers: { host, ...headers } }));
    return { response, target: new URL(response.headers.get('x-middleware-rewrite') ?? 'http://x/').pathname };
  };
}

describe("the proxy and a site's own error pages (docs/product.md#errors)", () => {
  const answer = proxyOnTheLocalStack();

  it("answers a site's unknown path with the site's 404 page, status 404, with the page's security headers", () => {
    const { response, target } = answer('aurora-se.localhost:3000', '/finns-inte');
    expect(target).toBe('/aurora-se/sv/not-found');
    expect(response.status).toBe(404);
    expect(response.headers.get('retry-after')).toBeNull();
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors /);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("gives that page's data (Next's router asks for it as the page starts) the status of any page's", () => {
    const { response, target } = answer('aurora-se.localhost:3000', '/finns-inte', { 'x-nextjs-data': '1' });
    expect(target).toBe('/aurora-se/sv/not-found');
    expect(response.status).toBe(200);
  });

  it("answers an unknown host with the neutral 404 (Next's, for a path no page answers)", () => {
    const { response, target } = answer('unknown.localhost:3000', '/finns-inte');
    expect(target).toBe('/_no-such-page');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps the maintenance page at 503 with its retry-after', () => {
    const { response, target } = answer('maintenance.localhost:3000', '/finns-inte');
    expect(target).toBe('/maintenance/sv/maintenance');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('3600');
  });

  it('rewrites the server-error drill to its failing page on a local host', () => {
    expect(answer('volta-dk.localhost:3000', '/__server-error').target).toBe('/volta-dk/da/server-error-drill');
  });
});
