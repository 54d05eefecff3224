/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';
import getRefreshTokenCookie from '@/pages/api/auth/getRefreshTokenCookie';
import removeRefreshTokenCookie from '@/pages/api/auth/removeRefreshTokenCookie';
import setRefreshTokenCookie from '@/pages/api/auth/setRefreshTokenCookie';
import { REFRESH_TOKEN_LIFETIME_SECONDS } from '@/config/auth';

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
let app: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  app = await serve({
    '/api/auth/setRefreshTokenCookie': setRefreshTokenCookie,
    '/api/auth/getRefreshTokenCookie': getRefreshTokenCookie,
    '/api/auth/removeRefreshTokenCookie': removeRefreshTokenCookie,
  });
});
afterAll(() => app.close());

function post(path: string, init: { body?: string; headers?: Record<string, string>; method?: string } = {}) {
  return fetch(`${app.url}${path}`, {
    method: init.method ?? 'POST',
    headers: { Origin: app.url, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json', ...init.headers },
    body: init.body,
  });
}

describe('local auth routes', () => {
  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('refuse %s with 405 and an Allow header', async (method) => {
    for (const path of ['/api/auth/setRefreshTokenCookie', '/api/auth/getRefreshTokenCookie', '/api/auth/removeRefreshTokenCookie']) {
      const response = await post(path, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });

  it('stores the refresh token in an HttpOnly, SameSite=Strict cookie scoped to /api/auth', async () => {
    const response = await post('/api/auth/setRefreshTokenCookie', { body: JSON.stringify({ refresh_token: TOKEN }) });
    expect(response.status).toBe(204);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^owner_portal_rt=rt_0123456789abcdefghijklmnop;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/auth');
    expect(cookie).toContain(`Max-Age=${REFRESH_TOKEN_LIFETIME_SECONDS}`);
    expect(cookie).not.toContain('Secure');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const response = await post('/api/auth/setRefreshTokenCookie', {
      body: JSON.stringify({ refresh_token: TOKEN }),
      headers: { 'X-Forwarded-Proto': 'https', Origin: app.url.replace('http:', 'https:') },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toContain('Secure');
  });

  it('returns the token from the cookie, and 401 without one', async () => {
    const withCookie = await post('/api/auth/getRefreshTokenCookie', { headers: { Cookie: `other=1; owner_portal_rt=${TOKEN}` } });
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
    ['another origin', { Origin: 'http://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
    ['another origin without fetch metadata', { Origin: 'http://evil.example', 'Sec-Fetch-Site': '' }],
    ['a same-site subdomain', { Origin: 'http://volta-dk.localhost:3000', 'Sec-Fetch-Site': 'same-site' }],
    ['no Origin and no fetch metadata', { Origin: '', 'Sec-Fetch-Site': '' }],
  ])('refuse %s with 403', async (_case, headers) => {
    const clean = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''));
    const response = await fetch(`${app.url}/api/auth/getRefreshTokenCookie`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `owner_portal_rt=${TOKEN}`, ...clean },
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
    await post('/api/auth/getRefreshTokenCookie', { headers: { Cookie: `owner_portal_rt=${TOKEN}` } });
    await post('/api/auth/setRefreshTokenCookie', { body: '{"refresh_token": ' });
    for (const spy of spies) {
      expect(JSON.stringify(spy.mock.calls)).not.toContain(TOKEN);
      spy.mockRestore();
    }
  });
});
