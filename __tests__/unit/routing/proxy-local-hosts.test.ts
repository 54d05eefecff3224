/** @jest-environment node */
import { NextRequest } from 'next/server';

const original = process.env.ALLOW_LOCAL_HOSTS;
afterEach(() => {
  if (original === undefined) delete process.env.ALLOW_LOCAL_HOSTS;
  else process.env.ALLOW_LOCAL_HOSTS = original;
});

/** The proxy as a freshly started server with this environment runs it (the env is read once, then kept). */
function proxyWith(allowLocalHosts: string | undefined) {
  if (allowLocalHosts === undefined) delete process.env.ALLOW_LOCAL_HOSTS;
  else process.env.ALLOW_LOCAL_HOSTS = allowLocalHosts;
  let proxy: typeof import('@/proxy').proxy | undefined;
  jest.isolateModules(() => {
    proxy = (jest.requireActual('@/proxy') as typeof import('@/proxy')).proxy;
  });
  return (host: string, path: string) => {
    const response = proxy!(new NextRequest(`http://${host}${path}`, { headers: { host } }));
    return new URL(response.headers.get('x-middleware-rewrite') ?? 'http://x/').pathname;
  };
}

describe('the proxy and ALLOW_LOCAL_HOSTS', () => {
  it('answers the local hosts with the 404 page on a server started without it (production)', () => {
    const route = proxyWith(undefined);
    expect(route('aurora-dk.localhost:3000', '/log-ind')).toBe('/_no-such-page');
    expect(route('localhost:3000', '/')).toBe('/_no-such-page');
    expect(route('mit.aurora-bil.dk', '/log-ind')).toBe('/aurora-dk/da/login');
  });

  it('serves them where the stack sets it (dev, demo, end-to-end tests)', () => {
    const route = proxyWith('true');
    expect(route('aurora-dk.localhost:3000', '/log-ind')).toBe('/aurora-dk/da/login');
    expect(route('localhost:3000', '/')).toBe('/aurora-dk/da/home');
  });
});
