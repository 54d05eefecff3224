/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';
import getRefreshTokenCookie from '@/pages/api/auth/getRefreshTokenCookie';
import logout from '@/pages/api/auth/logout';
import removeRefreshTokenCookie from '@/pages/api/auth/removeRefreshTokenCookie';
import setRefreshTokenCookie from '@/pages/api/auth/setRefreshTokenCookie';
import { startMockApiServer, type RunningMockApi } from '@/api-client/mocks/http-server';
import { REFRESH_TOKEN_LIFETIME_SECONDS, SESSION_ABSOLUTE_LIFETIME_SECONDS } from '@/config/auth';

type Handler = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

/** Serves the route handlers over real HTTP with the two response helpers Next adds. */
function serve(routes: Record<string, Handler>) {
  const server = http.createServer((req, res) => {
    const response = res as unknown as NextApiResponse & http.ServerResponse;
    response.status = (code: number) => {
      res.statusCode = code;
      return response;
    };
    response.json = (body: unknown) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(body));
    };
    const handler = routes[req.url ?? ''];
    if (!handler) {
      res.statusCode = 404;
      res.end();
      return;
    }
    void handler(req as NextApiRequest, response);
  });
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

const TOKEN = 'rt_0123456789abcdefghijklmnop';
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** The cookie as the routes write it: `<session start>.<token>`. */
const cookieOf = (token: string, start = nowSeconds()) => `owner_portal_rt=${start}.${token}`;
let app: { url: string; close: () => Promise<void> };
let mockApi: RunningMockApi;

beforeAll(async () => {
  // The logout route revokes against the site's backend: the mock, over real HTTP, as in dev.
  mockApi = await startMockApiServer({ host: '127.0.0.1', port: 0 });
  process.env.API_URL_OVERRIDE = `${mockApi.url}/{site}`;
  // The requests come from <site>.localhost, as in the local stack.
  process.env.ALLOW_LOCAL_HOSTS = 'true';
  app = await serve({
    '/api/auth/setRefreshTokenCookie': setRefreshTokenCookie,
    '/api/auth/getRefreshTokenCookie': getRefreshTokenCookie,
    '/api/auth/removeRefreshTokenCookie': removeRefreshTokenCookie,
    '/api/auth/logout': logout,
  });
});
afterAll(async () => {
  await app.close();
  await mockApi.close();
});

function post(path: string, init: { body?: string; headers?: Record<string, string>; method?: string } = {}) {
  return fetch(`${app.url}${path}`, {
    method: init.method ?? 'POST',
    headers: { Origin: app.url, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json', ...init.headers },
    body: init.body,
  });
}

describe('local auth routes', () => {
  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('refuse %s with 405 and an Allow header', async (method) => {
    for (const path of ['/api/auth/setRefreshTokenCookie', '/api/auth/getRefreshTokenCookie', '/api/auth/removeRefreshTokenCookie', '/api/auth/logout']) {
      const response = await post(path, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });

  it('stores the refresh token in an HttpOnly, SameSite=Strict cookie scoped to /api/auth', async () => {
    const response = await post('/api/auth/setRefreshTokenCookie', { body: JSON.stringify({ refresh_token: TOKEN, new_session: true }) });
    expect(response.status).toBe(204);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^owner_portal_rt=\d+\.rt_0123456789abcdefghijklmnop;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/auth');
    expect(cookie).toContain(`Max-Age=${REFRESH_TOKEN_LIFETIME_SECONDS}`);
    expect(cookie).not.toContain('Secure');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const response = await post('/api/auth/setRefreshTokenCookie', {
      body: JSON.stringify({ refresh_token: TOKEN, new_session: true }),
      headers: { 'X-Forwarded-Proto': 'https', Origin: app.url.replace('http:', 'https:') },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toContain('Secure');
  });

  it('marks the cookie Secure on a site’s configured host, also behind a proxy that sets no X-Forwarded-Proto', async () => {
    const response = await post('/api/auth/setRefreshTokenCookie', {
      body: JSON.stringify({ refresh_token: TOKEN, new_session: true }),
      headers: { 'X-Forwarded-Host': 'mit.aurora-bil.dk', Origin: 'https://mit.aurora-bil.dk' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toContain('Secure');
    // Plain http from that host's pages is not this site.
    const http = await post('/api/auth/getRefreshTokenCookie', {
      headers: { 'X-Forwarded-Host': 'mit.aurora-bil.dk', Origin: 'http://mit.aurora-bil.dk', 'Sec-Fetch-Site': '' },
    });
    expect(http.status).toBe(403);
  });

  it('returns the token from the cookie, and 401 without one', async () => {
    const withCookie = await post('/api/auth/getRefreshTokenCookie', { headers: { Cookie: `other=1; ${cookieOf(TOKEN)}` } });
    expect(withCookie.status).toBe(200);
    expect(await withCookie.json()).toEqual({ refresh_token: TOKEN });
    const without = await post('/api/auth/getRefreshTokenCookie');
    expect(without.status).toBe(401);
    expect(await without.json()).toEqual({ error: 'No refresh token.' });
  });

  it('expires the cookie on remove', async () => {
    const response = await post('/api/auth/removeRefreshTokenCookie');
    expect(response.status).toBe(204);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^owner_portal_rt=;/);
    expect(cookie).toContain('Max-Age=0');
    expect(cookie).toContain('HttpOnly');
  });

  it.each([
    ['malformed percent-encoding', `owner_portal_rt=${nowSeconds()}.rt_%E0%A4%A_0123456789abcdef`],
    ['no session start', `owner_portal_rt=${TOKEN}`],
    ['characters a token cannot have', `owner_portal_rt=${nowSeconds()}.${encodeURIComponent('<script>alert(1)</script>xx')}`],
    ['a duplicate (say one planted for the parent domain)', `${cookieOf(TOKEN)}; ${cookieOf('rt_planted_0123456789abcdef')}`],
    ['an oversized value', cookieOf('a'.repeat(3500))],
    ['a session start in the future', cookieOf(TOKEN, nowSeconds() + 3600)],
  ])('answer a cookie with %s with 401 and clear it, never 500', async (_case, cookie) => {
    for (const path of ['/api/auth/getRefreshTokenCookie', '/api/auth/setRefreshTokenCookie']) {
      const response = await post(path, { headers: { Cookie: cookie }, body: JSON.stringify({ refresh_token: TOKEN }) });
      expect(response.status).toBe(401);
      const cleared = response.headers.get('set-cookie') ?? '';
      expect(cleared).toMatch(/^owner_portal_rt=;.*Path=\/api\/auth;.*Max-Age=0/);
      expect(cleared).toMatch(/owner_portal_rt=; Path=\/;.*Max-Age=0/);
      expect(JSON.stringify(await response.json())).not.toContain('rt_');
    }
  });

  it('keeps the absolute lifetime: a rotation keeps the session start and never outlives it', async () => {
    const start = nowSeconds() - SESSION_ABSOLUTE_LIFETIME_SECONDS + 120;
    const rotated = await post('/api/auth/setRefreshTokenCookie', {
      headers: { Cookie: cookieOf(TOKEN, start) },
      body: JSON.stringify({ refresh_token: 'rt_rotated_0123456789abcdef' }),
    });
    expect(rotated.status).toBe(204);
    const cookie = rotated.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^owner_portal_rt=${start}\\.rt_rotated_0123456789abcdef;`));
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(120);

    // Past the absolute end the cookie is refused and cleared, whatever the token's own life.
    const tooOld = cookieOf(TOKEN, nowSeconds() - SESSION_ABSOLUTE_LIFETIME_SECONDS - 1);
    const read = await post('/api/auth/getRefreshTokenCookie', { headers: { Cookie: tooOld } });
    expect(read.status).toBe(401);
    expect(read.headers.get('set-cookie')).toMatch(/^owner_portal_rt=;/);
    const rotateOld = await post('/api/auth/setRefreshTokenCookie', { headers: { Cookie: tooOld }, body: JSON.stringify({ refresh_token: TOKEN }) });
    expect(rotateOld.status).toBe(401);
  });

  it('refuses a rotation when there is no session to continue (signed out meanwhile)', async () => {
    const response = await post('/api/auth/setRefreshTokenCookie', { body: JSON.stringify({ refresh_token: TOKEN }) });
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it.each([
    ['another origin', { Origin: 'http://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
    ['another origin without fetch metadata', { Origin: 'http://evil.example', 'Sec-Fetch-Site': '' }],
    ['a same-site subdomain', { Origin: 'http://volta-dk.localhost:3000', 'Sec-Fetch-Site': 'same-site' }],
    ['no Origin and no fetch metadata', { Origin: '', 'Sec-Fetch-Site': '' }],
  ])('refuse %s with 403', async (_case, headers) => {
    const clean = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''));
    const response = await fetch(`${app.url}/api/auth/getRefreshTokenCookie`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookieOf(TOKEN), ...clean },
    });
    expect(response.status).toBe(403);
    expect((await response.json()) as { error: string }).toEqual({ error: expect.stringMatching(/origin|this site/) });
  });

  it.each([
    ['a missing refresh_token', '{}', 400, /refresh_token is required/],
    ['a number', '{"refresh_token": 42}', 400, /refresh_token is required/],
    ['a short token', '{"refresh_token": "abc"}', 400, /too short/],
    ['a token with spaces', `{"refresh_token": "${'a'.repeat(20)} <script>"}`, 400, /characters/],
    ['malformed JSON', '{"refresh_token": ', 400, /not valid JSON/],
  ])('answer %s with 400 and a reason', async (_case, body, status, reason) => {
    const response = await post('/api/auth/setRefreshTokenCookie', { body });
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: string }).error).toMatch(reason);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a body over 4 KB with 413', async () => {
    const response = await post('/api/auth/setRefreshTokenCookie', { body: JSON.stringify({ refresh_token: 'a'.repeat(5000) }) });
    expect(response.status).toBe(413);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await post('/api/auth/setRefreshTokenCookie', {
      body: `refresh_token=${TOKEN}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
  });

  it('never logs a token', async () => {
    const spies = (['log', 'info', 'warn', 'error'] as const).map((level) => jest.spyOn(console, level).mockImplementation(() => undefined));
    await post('/api/auth/setRefreshTokenCookie', { body: JSON.stringify({ refresh_token: TOKEN }) });
    await post('/api/auth/getRefreshTokenCookie', { headers: { Cookie: cookieOf(TOKEN) } });
    await post('/api/auth/getRefreshTokenCookie', { headers: { Cookie: `${cookieOf(TOKEN)}; ${cookieOf(TOKEN)}` } });
    await post('/api/auth/setRefreshTokenCookie', { body: '{"refresh_token": ' });
    for (const spy of spies) {
      expect(JSON.stringify(spy.mock.calls)).not.toContain(TOKEN);
      spy.mockRestore();
    }
  });
});

describe('POST /api/auth/logout', () => {
  const namespace = `logout-test-${process.pid}`;

  async function signInAtMock(): Promise<string> {
    const response = await fetch(`${mockApi.url}/aurora-dk/identity/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-mock-namespace': namespace },
      body: JSON.stringify({ email: 'owner@example.com', password: 'Password1!' }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { refreshToken: { token: string } }).refreshToken.token;
  }

  async function refreshAtMock(token: string): Promise<number> {
    const response = await fetch(`${mockApi.url}/aurora-dk/identity/refresh-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-mock-namespace': namespace },
      body: JSON.stringify({ refreshToken: token }),
    });
    return response.status;
  }

  it('revokes the refresh token at the site’s backend and expires the cookie, in one answer', async () => {
    const token = await signInAtMock();
    const response = await post('/api/auth/logout', { body: '{}', headers: { Cookie: cookieOf(token), 'x-mock-namespace': namespace } });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(/^owner_portal_rt=;.*Max-Age=0/);
    expect(await refreshAtMock(token)).toBe(401);
    const stats = (await (await fetch(`${mockApi.url}/__mock/stats`, { headers: { 'x-mock-namespace': namespace } })).json()) as {
      revokeTokenRequests: number;
    };
    expect(stats.revokeTokenRequests).toBe(1);
  });

  it('answers 503 and keeps the cookie when the backend cannot revoke, so the browser can try again', async () => {
    const token = await signInAtMock();
    process.env.MOCK_FAULTS = 'revokeToken=503';
    try {
      const response = await post('/api/auth/logout', { body: '{}', headers: { Cookie: cookieOf(token), 'x-mock-namespace': namespace } });
      expect(response.status).toBe(503);
      expect(response.headers.get('set-cookie')).toBeNull();
    } finally {
      delete process.env.MOCK_FAULTS;
    }
    const again = await post('/api/auth/logout', { body: '{}', headers: { Cookie: cookieOf(token), 'x-mock-namespace': namespace } });
    expect(again.status).toBe(204);
    expect(await refreshAtMock(token)).toBe(401);
  });

  it('without a cookie, or with a bad one, only expires it', async () => {
    const none = await post('/api/auth/logout', { body: '{}' });
    expect(none.status).toBe(204);
    expect(none.headers.get('set-cookie')).toMatch(/^owner_portal_rt=;/);
    const duplicated = await post('/api/auth/logout', { body: '{}', headers: { Cookie: `${cookieOf(TOKEN)}; ${cookieOf(TOKEN)}` } });
    expect(duplicated.status).toBe(204);
    expect(duplicated.headers.get('set-cookie')).toMatch(/^owner_portal_rt=;/);
  });

  it('has the other routes’ guards: same origin, JSON, size limit', async () => {
    const crossSite = await fetch(`${app.url}/api/auth/logout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      body: '{}',
    });
    expect(crossSite.status).toBe(403);
    expect((await post('/api/auth/logout', { body: 'x=1', headers: { 'Content-Type': 'text/plain' } })).status).toBe(415);
    expect((await post('/api/auth/logout', { body: JSON.stringify({ pad: 'a'.repeat(5000) }) })).status).toBe(413);
  });
});
