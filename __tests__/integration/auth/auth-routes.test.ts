/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';
import { startMockApiServer, type RunningMockApi } from '@/api-client/mocks/http-server';
import { mockStore } from '@/api-client/mocks/store';
import {
  DEVELOPMENT_ONLY_SESSION_COOKIE_SECRET,
  LOGOUT_REVOKE_ATTEMPTS,
  REFRESH_TOKEN_LIFETIME_SECONDS,
  SESSION_ABSOLUTE_LIFETIME_SECONDS,
} from '@/config/auth';
import { signedCookieValue } from '@/lib/auth/refresh-cookie';

/*
 * The local auth routes served over real HTTP, against the mock backend over real HTTP, as in dev:
 * sign-in, refresh, sign-out and password change keep the refresh token in a signed, host-bound
 * __Host- cookie and answer the page only the access token (docs/session.md).
 */

type Handler = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;
type Routes = Record<string, Handler>;

const ROUTE_FILES = {
  '/api/auth/signin': '@/pages/api/auth/signin',
  '/api/auth/refresh': '@/pages/api/auth/refresh',
  '/api/auth/logout': '@/pages/api/auth/logout',
  '/api/auth/change-password': '@/pages/api/auth/change-password',
} as const;
type RoutePath = keyof typeof ROUTE_FILES;

/**
 * The route modules as a server started with `env` would run them: config/env.ts reads the
 * environment once per module registry, so each setting gets a registry of its own.
 */
function loadRoutes(env: Record<string, string | undefined>): Routes {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete process.env[name];
  let routes: Routes = {};
  try {
    jest.isolateModules(() => {
      routes = Object.fromEntries(
        Object.entries(ROUTE_FILES).map(([path, file]) => [path, (jest.requireActual(file) as { default: Handler }).default]),
      );
      // Read (and kept) now, while `env` is the environment, as a server reads it at start.
      (jest.requireActual('@/config/env') as typeof import('@/config/env')).serverEnv();
    });
  } finally {
    process.env = saved;
  }
  return routes;
}

/** Serves route handlers over real HTTP with the two response helpers Next adds. */
function serve(routes: Routes) {
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
  return new Promise<{ port: number; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ port: (server.address() as AddressInfo).port, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  setCookies: string[];
  body: unknown;
}

interface CallOptions {
  /** The Host header (default: aurora-dk.localhost on the server's port); Origin follows it. */
  host?: string;
  origin?: string | null;
  headers?: Record<string, string>;
  cookie?: string;
  body?: unknown;
  method?: string;
  signal?: AbortSignal;
}

let mockApi: RunningMockApi;
let app: { port: number; close: () => Promise<void> };
let namespace: string;
let namespaces = 0;

/** One request to a route, with a Host header of our choosing (fetch cannot set one). */
function call(server: { port: number }, path: RoutePath, options: CallOptions = {}): Promise<Answer> {
  const host = options.host ?? `aurora-dk.localhost:${server.port}`;
  const origin = options.origin === undefined ? `http://${host}` : options.origin;
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    host,
    'sec-fetch-site': 'same-origin',
    'x-mock-namespace': namespace,
    ...(origin !== null && { origin }),
    ...(body !== undefined && { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
    ...(options.cookie && { cookie: options.cookie }),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: server.port, path, method: options.method ?? 'POST', headers, signal: options.signal },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            // Not JSON: kept as text.
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, setCookies: response.headers['set-cookie'] ?? [], body: parsed });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const OUR_COOKIE = '__Host-owner_portal_rt';
const PASSWORD = 'Password1!';
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The value our cookie gets in an answer ('' when it is expired), or undefined when the answer does not set it. */
function ourCookie(answer: Answer): string | undefined {
  const line = answer.setCookies.find((candidate) => candidate.startsWith(`${OUR_COOKIE}=`));
  return line === undefined ? undefined : line.slice(OUR_COOKIE.length + 1, line.indexOf(';'));
}

function ourCookieLine(answer: Answer): string {
  return answer.setCookies.find((line) => line.startsWith(`${OUR_COOKIE}=`)) ?? '';
}

/** A cookie value's parts: `v1.<session start>.<token, base64url>.<signature>`. */
function partsOf(value: string) {
  const [version, start, token, mac] = value.split('.');
  return { version, start: Number(start), token: Buffer.from(token ?? '', 'base64url').toString('utf8'), mac };
}

async function signIn(server = app, options: CallOptions = {}): Promise<{ answer: Answer; cookie: string }> {
  const answer = await call(server, '/api/auth/signin', { body: { email: 'owner@example.com', password: PASSWORD }, ...options });
  expect(answer.status).toBe(200);
  return { answer, cookie: `${OUR_COOKIE}=${ourCookie(answer)}` };
}

/** Exchanges a refresh token at the mock directly, as a thief holding it would. */
async function refreshAtMock(token: string, site = 'aurora-dk'): Promise<number> {
  const response = await fetch(`${mockApi.url}/${site}/identity/refresh-token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-mock-namespace': namespace },
    body: JSON.stringify({ refreshToken: token }),
  });
  return response.status;
}

const stats = () => mockStore.statsOf(namespace);

beforeAll(async () => {
  mockApi = await startMockApiServer({ host: '127.0.0.1', port: 0 });
  app = await serve(loadRoutes({ API_URL_OVERRIDE: `${mockApi.url}/{site}`, ALLOW_LOCAL_HOSTS: 'true' }));
});
afterAll(async () => {
  await app.close();
  await mockApi.close();
});
beforeEach(() => {
  namespaces += 1;
  namespace = `auth-routes-${process.pid}-${namespaces}`;
});
afterEach(() => {
  mockStore.reset(namespace);
  delete process.env.MOCK_SLOW_MS;
});

describe('every local auth route', () => {
  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('refuses %s with 405 and an Allow header', async (method) => {
    for (const path of Object.keys(ROUTE_FILES) as RoutePath[]) {
      const answer = await call(app, path, { method });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('POST');
    }
  });

  it.each([
    ['another origin', { origin: 'http://evil.example', headers: { 'sec-fetch-site': 'cross-site' } }],
    ['a sibling host', { origin: 'http://volta-dk.localhost:3000', headers: { 'sec-fetch-site': 'same-site' } }],
    ['no Origin and no fetch metadata', { origin: null, headers: { 'sec-fetch-site': '' } }],
  ])('refuses %s with 403', async (_case, options: CallOptions) => {
    for (const path of Object.keys(ROUTE_FILES) as RoutePath[]) {
      const answer = await call(app, path, { ...options, body: {} });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ error: expect.stringMatching(/origin|this site/) });
    }
  });

  it('answers never cached, and never with a refresh token in a body', async () => {
    const { answer, cookie } = await signIn();
    const refreshed = await call(app, '/api/auth/refresh', { cookie });
    const token = partsOf(ourCookie(answer)!).token;
    for (const each of [answer, refreshed]) {
      expect(each.headers['cache-control']).toBe('no-store');
      expect(Object.keys(each.body as object).sort()).toEqual(['accessToken', 'expiresAt']);
      expect(JSON.stringify(each.body)).not.toContain(token);
    }
  });

  it('never logs a token', async () => {
    const spies = (['log', 'info', 'warn', 'error'] as const).map((level) => jest.spyOn(console, level).mockImplementation(() => undefined));
    try {
      const { cookie } = await signIn();
      mockStore.setFaults(namespace, 'revokeToken=503');
      await call(app, '/api/auth/refresh', { cookie });
      await call(app, '/api/auth/logout', { cookie, body: {} });
      const token = partsOf(cookie.split('=')[1]!).token;
      const logged = JSON.stringify(spies.map((spy) => spy.mock.calls));
      expect(logged).toContain('revoking the refresh token failed');
      expect(logged).not.toContain(token);
      expect(logged).not.toContain(cookie.split('=')[1]);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

describe('POST /api/auth/signin', () => {
  it('keeps the refresh token in a signed __Host- cookie of this host and answers only the access token', async () => {
    const { answer } = await signIn();
    const line = ourCookieLine(answer);
    expect(line).toMatch(/; Path=\/;/);
    expect(line).toContain(`Max-Age=${REFRESH_TOKEN_LIFETIME_SECONDS}`);
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=Strict']) expect(line).toContain(attribute);
    expect(line).not.toMatch(/Domain=/i);
    const value = partsOf(ourCookie(answer)!);
    expect(value.version).toBe('v1');
    expect(Math.abs(value.start - nowSeconds())).toBeLessThanOrEqual(2);
    // The cookie holds the mock's real refresh token, of this owner's new session.
    expect(mockStore.refreshTokens.get(value.token)).toMatchObject({ revoked: false, used: false });
    const { accessToken, expiresAt } = answer.body as { accessToken: string; expiresAt: number };
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { exp: number };
    expect(expiresAt).toBe(claims.exp);
  });

  it('signs in through the brand’s existing account', async () => {
    const answer = await call(app, '/api/auth/signin', { body: { email: 'brand.account@example.com', password: 'Legacy2020!', account: 'brand' } });
    expect(answer.status).toBe(200);
    expect(ourCookie(answer)).toMatch(/^v1\./);
  });

  it('answers a wrong password with the backend’s 401 and an outage with 503, storing nothing', async () => {
    const wrong = await call(app, '/api/auth/signin', { body: { email: 'owner@example.com', password: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.setCookies).toEqual([]);
    mockStore.setFaults(namespace, 'signIn=503');
    const outage = await call(app, '/api/auth/signin', { body: { email: 'owner@example.com', password: PASSWORD } });
    expect(outage.status).toBe(503);
    expect(outage.setCookies).toEqual([]);
  });

  it.each([
    ['no password', { email: 'owner@example.com' }, 400, /password is required/],
    ['a number for an email', { email: 42, password: 'x' }, 400, /email is required/],
    ['an unknown account kind', { email: 'owner@example.com', password: 'x', account: 'other' }, 400, /account must be/],
    ['malformed JSON', '{"email": ', 400, /not valid JSON/],
    ['a body over 4 KB', { email: 'owner@example.com', password: 'a'.repeat(5000) }, 413, /too large/],
  ])('answers %s with a 4xx and a reason', async (_case, body, status, reason) => {
    const answer = await call(app, '/api/auth/signin', { body });
    expect(answer.status).toBe(status);
    expect((answer.body as { error: string }).error).toMatch(reason);
    expect(answer.setCookies).toEqual([]);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const answer = await call(app, '/api/auth/signin', { body: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(answer.status).toBe(415);
  });

  it('revokes the session the browser held before, so the cookie it replaces leaves nothing live', async () => {
    const first = await signIn();
    const second = await signIn(app, { cookie: first.cookie });
    expect(await refreshAtMock(partsOf(first.cookie.split('=')[1]!).token)).toBe(401);
    expect(await refreshAtMock(partsOf(second.cookie.split('=')[1]!).token)).toBe(200);
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates the token in the cookie, keeps the session’s start, and answers a new access token', async () => {
    const { cookie, answer: signedIn } = await signIn();
    const before = partsOf(cookie.split('=')[1]!);
    const refreshed = await call(app, '/api/auth/refresh', { cookie });
    expect(refreshed.status).toBe(200);
    const after = partsOf(ourCookie(refreshed)!);
    expect(after.token).not.toBe(before.token);
    expect(after.start).toBe(before.start);
    expect((refreshed.body as { accessToken: string }).accessToken).not.toBe((signedIn.body as { accessToken: string }).accessToken);
    expect(mockStore.refreshTokens.get(before.token)?.used).toBe(true);
    expect(stats().refreshTokenRequests).toBe(1);
  });

  it('takes an empty body (an early script may POST nothing) as well as {}', async () => {
    const { cookie } = await signIn();
    const empty = await call(app, '/api/auth/refresh', { cookie });
    expect(empty.status).toBe(200);
    const withBody = await call(app, '/api/auth/refresh', { cookie: `${OUR_COOKIE}=${ourCookie(empty)}`, body: {} });
    expect(withBody.status).toBe(200);
  });

  it('accepts the same cookie again within the reuse grace window; after it, reuse ends the session and clears the cookie', async () => {
    const { cookie } = await signIn();
    const first = await call(app, '/api/auth/refresh', { cookie });
    // The answer was lost on the way: the browser still has the old cookie, and tries again.
    const retried = await call(app, '/api/auth/refresh', { cookie });
    expect(retried.status).toBe(200);
    mockStore.advanceClock(60_000, namespace);
    const reused = await call(app, '/api/auth/refresh', { cookie });
    expect(reused.status).toBe(401);
    expect(ourCookie(reused)).toBe('');
    expect(ourCookieLine(reused)).toContain('Max-Age=0');
    // Reuse revoked the family: the rotated cookies are dead too.
    for (const later of [first, retried]) {
      expect((await call(app, '/api/auth/refresh', { cookie: `${OUR_COOKIE}=${ourCookie(later)}` })).status).toBe(401);
    }
  });

  it.each([
    ['503', 'refreshToken=503'],
    ['no answer', 'refreshToken=drop'],
  ])('keeps the cookie in an outage (%s): 503 with Retry-After, and works once the backend is back', async (_case, fault) => {
    const { cookie } = await signIn();
    mockStore.setFaults(namespace, fault);
    const outage = await call(app, '/api/auth/refresh', { cookie });
    expect(outage.status).toBe(503);
    expect(outage.headers['retry-after']).toBe('5');
    expect(outage.setCookies).toEqual([]);
    mockStore.setFaults(namespace, '');
    expect((await call(app, '/api/auth/refresh', { cookie })).status).toBe(200);
  });

  it('refuses when there is no cookie, or the backend refuses the token, and clears the cookie', async () => {
    const none = await call(app, '/api/auth/refresh');
    expect(none.status).toBe(401);
    const { cookie } = await signIn();
    await refreshAtMock(partsOf(cookie.split('=')[1]!).token);
    mockStore.advanceClock(60_000, namespace);
    // Someone else rotated the token long ago: the backend refuses, the session is over.
    const refused = await call(app, '/api/auth/refresh', { cookie });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: 'The session has ended.' });
    expect(ourCookie(refused)).toBe('');
  });

  it('refuses a cookie past the session’s absolute end, and never lets a rotation outlive it', async () => {
    const { cookie } = await signIn();
    const token = partsOf(cookie.split('=')[1]!).token;
    const host = 'aurora-dk.localhost';
    // A session that started 30 days less 2 minutes ago: the rotated cookie lives at most 2 minutes.
    const nearEnd = nowSeconds() - SESSION_ABSOLUTE_LIFETIME_SECONDS + 120;
    const rotated = await call(app, '/api/auth/refresh', { cookie: `${OUR_COOKIE}=${signedCookieValue(token, nearEnd, host, DEVELOPMENT_ONLY_SESSION_COOKIE_SECRET)}` });
    expect(rotated.status).toBe(200);
    expect(partsOf(ourCookie(rotated)!).start).toBe(nearEnd);
    const maxAge = Number(/Max-Age=(\d+)/.exec(ourCookieLine(rotated))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(120);

    const pastEnd = nowSeconds() - SESSION_ABSOLUTE_LIFETIME_SECONDS - 1;
    const tooOld = await call(app, '/api/auth/refresh', { cookie: `${OUR_COOKIE}=${signedCookieValue(partsOf(ourCookie(rotated)!).token, pastEnd, host, DEVELOPMENT_ONLY_SESSION_COOKIE_SECRET)}` });
    expect(tooOld.status).toBe(401);
    expect(tooOld.body).toEqual({ error: 'The session has reached its absolute lifetime.' });
    expect(ourCookie(tooOld)).toBe('');
  });

  it('revokes the new token when the browser left before the answer (it signed out meanwhile), storing nothing', async () => {
    const { cookie } = await signIn();
    process.env.MOCK_SLOW_MS = '400';
    mockStore.setFaults(namespace, 'refreshToken=slow');
    const controller = new AbortController();
    const leaving = call(app, '/api/auth/refresh', { cookie, signal: controller.signal }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 150));
    controller.abort();
    expect(await leaving).toMatchObject({ name: 'AbortError' });
    for (let waited = 0; stats().revokeTokenRequests === 0 && waited < 3_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stats().revokeTokenRequests).toBe(1);
    // The family is revoked: not even the old cookie, within the grace window, renews it.
    mockStore.setFaults(namespace, '');
    expect((await call(app, '/api/auth/refresh', { cookie })).status).toBe(401);
  });
});

describe('a cookie this host did not set', () => {
  async function ownToken(): Promise<string> {
    const { cookie } = await signIn();
    return partsOf(cookie.split('=')[1]!).token;
  }

  it.each([
    ['unsigned (the old format)', (token: string) => `${nowSeconds()}.${token}`, 'The refresh cookie is malformed.'],
    ['signed for another host (a sibling’s, copied)', (token: string) => signedCookieValue(token, nowSeconds(), 'volta-dk.localhost', DEVELOPMENT_ONLY_SESSION_COOKIE_SECRET), 'The refresh cookie was not set by this host.'],
    ['signed with another secret', (token: string) => signedCookieValue(token, nowSeconds(), 'aurora-dk.localhost', 'another-secret-of-at-least-32-characters!'), 'The refresh cookie was not set by this host.'],
    [
      'tampered (another session start)',
      (token: string) => {
        const [version, , encoded, mac] = signedCookieValue(token, nowSeconds(), 'aurora-dk.localhost', DEVELOPMENT_ONLY_SESSION_COOKIE_SECRET).split('.');
        return [version, nowSeconds() - 10, encoded, mac].join('.');
      },
      'The refresh cookie was not set by this host.',
    ],
  ])('is refused when %s, cleared, and its token is never sent to a backend', async (_case, make, reason) => {
    const token = await ownToken();
    const cookie = `${OUR_COOKIE}=${make(token)}`;
    const refresh = await call(app, '/api/auth/refresh', { cookie });
    expect(refresh.status).toBe(401);
    expect(refresh.body).toEqual({ error: reason });
    expect(ourCookie(refresh)).toBe('');
    const logout = await call(app, '/api/auth/logout', { cookie, body: {} });
    expect(logout.status).toBe(200);
    expect(ourCookie(logout)).toBe('');
    expect(stats().refreshTokenRequests).toBe(0);
    expect(stats().revokeTokenRequests).toBe(0);
    expect(mockStore.refreshTokens.get(token)).toMatchObject({ used: false, revoked: false });
  });

  it('expires a cookie of the old name planted for the parent domain, at every path and domain it may have, keeping ours', async () => {
    const { cookie } = await signIn();
    const planted = `owner_portal_rt=${nowSeconds()}.rt_planted_0123456789abcdef`;
    const answer = await call(app, '/api/auth/refresh', { cookie: `${planted}; ${cookie}` });
    expect(answer.status).toBe(200);
    expect(ourCookie(answer)).toMatch(/^v1\./);
    for (const domain of ['', '; Domain=aurora-dk.localhost']) {
      for (const path of ['/', '/api', '/api/auth', '/api/auth/refresh']) {
        expect(answer.setCookies).toContainEqual(expect.stringMatching(new RegExp(`^owner_portal_rt=; Path=${path.replaceAll('/', '\\/')}${domain}; Max-Age=0`)));
      }
    }
  });

  it('on a production host, names every parent domain a sibling could have planted it for', async () => {
    const production = await call(app, '/api/auth/logout', { host: 'mit.aurora-bil.dk', origin: 'https://mit.aurora-bil.dk', body: {} });
    expect(production.status).toBe(200);
    expect(production.setCookies).toContainEqual(expect.stringMatching(/^owner_portal_rt=; Path=\/; Domain=aurora-bil\.dk; Max-Age=0/));
    expect(production.setCookies).toContainEqual(expect.stringMatching(/^owner_portal_rt=; Path=\/; Domain=mit\.aurora-bil\.dk; Max-Age=0/));
    expect(production.setCookies.some((line) => /Domain=dk;/.test(line))).toBe(false);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session at the site’s backend and expires the cookie, in one answer', async () => {
    const { cookie } = await signIn();
    const answer = await call(app, '/api/auth/logout', { cookie, body: {} });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ revoked: true });
    expect(ourCookie(answer)).toBe('');
    expect(ourCookieLine(answer)).toMatch(/Path=\/; Max-Age=0/);
    expect(stats().revokeTokenRequests).toBe(1);
    expect(await refreshAtMock(partsOf(cookie.split('=')[1]!).token)).toBe(401);
  });

  it(`when the backend cannot revoke, tries ${LOGOUT_REVOKE_ATTEMPTS} times within a few seconds, expires the cookie anyway and says so`, async () => {
    const { cookie } = await signIn();
    mockStore.setFaults(namespace, 'revokeToken=503');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const started = Date.now();
    try {
      const answer = await call(app, '/api/auth/logout', { cookie, body: {} });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ revoked: false });
      expect(ourCookie(answer)).toBe('');
      expect(stats().calls.revokeToken).toBe(LOGOUT_REVOKE_ATTEMPTS);
      expect(warn).toHaveBeenCalledTimes(LOGOUT_REVOKE_ATTEMPTS);
      expect(warn).toHaveBeenLastCalledWith(`[auth] sign-out: revoking the refresh token failed (try ${LOGOUT_REVOKE_ATTEMPTS} of ${LOGOUT_REVOKE_ATTEMPTS}: 503)`);
    } finally {
      warn.mockRestore();
    }
  });

  it('retries a failing revoke until it goes through', async () => {
    const { cookie } = await signIn();
    mockStore.setFaults(namespace, 'revokeToken=503');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const answering = call(app, '/api/auth/logout', { cookie, body: {} });
      // The backend is back after the first try fails (the route waits before the next).
      for (let waited = 0; (stats().calls.revokeToken ?? 0) === 0 && waited < 2_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
      mockStore.setFaults(namespace, '');
      const answer = await answering;
      expect(answer.body).toEqual({ revoked: true });
      expect(stats().calls.revokeToken).toBe(2);
      expect(await refreshAtMock(partsOf(cookie.split('=')[1]!).token)).toBe(401);
    } finally {
      warn.mockRestore();
    }
  });

  it('without a cookie only expires it', async () => {
    const none = await call(app, '/api/auth/logout', { body: {} });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ revoked: true });
    expect(ourCookie(none)).toBe('');
    expect(stats().revokeTokenRequests).toBe(0);
  });

  it('has the other routes’ guards: JSON only, size limit', async () => {
    expect((await call(app, '/api/auth/logout', { body: 'x=1', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await call(app, '/api/auth/logout', { body: { pad: 'a'.repeat(5000) } })).status).toBe(413);
  });
});

describe('POST /api/auth/change-password', () => {
  it('changes the password with the access token, keeps this browser’s session in a new cookie and ends the others', async () => {
    const { answer, cookie } = await signIn();
    const other = await signIn();
    const { accessToken } = answer.body as { accessToken: string };
    const changed = await call(app, '/api/auth/change-password', {
      cookie,
      headers: { authorization: `Bearer ${accessToken}` },
      body: { currentPassword: PASSWORD, newPassword: 'NewPass123' },
    });
    expect(changed.status).toBe(200);
    expect(Object.keys(changed.body as object).sort()).toEqual(['accessToken', 'expiresAt']);
    const renewed = `${OUR_COOKIE}=${ourCookie(changed)}`;
    expect((await call(app, '/api/auth/refresh', { cookie: renewed })).status).toBe(200);
    expect((await call(app, '/api/auth/refresh', { cookie: other.cookie })).status).toBe(401);
  });

  it('passes a wrong current password on as the backend’s 400 naming the field, and leaves the cookie alone', async () => {
    const { answer, cookie } = await signIn();
    const refused = await call(app, '/api/auth/change-password', {
      cookie,
      headers: { authorization: `Bearer ${(answer.body as { accessToken: string }).accessToken}` },
      body: { currentPassword: 'wrong', newPassword: 'NewPass123' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ problem: { errors: { currentPassword: expect.any(Array) } } });
    expect(refused.setCookies).toEqual([]);
  });

  it('refuses without an access token', async () => {
    const answer = await call(app, '/api/auth/change-password', { body: { currentPassword: PASSWORD, newPassword: 'NewPass123' } });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: 'An access token is required.' });
  });
});

describe('the host rule: the site is the Host’s, as in proxy.ts', () => {
  it('ignores X-Forwarded-Host unless the deployment names its proxy: aurora’s token is revoked at aurora’s backend', async () => {
    const { cookie } = await signIn();
    const token = partsOf(cookie.split('=')[1]!).token;
    const answer = await call(app, '/api/auth/logout', { cookie, body: {}, headers: { 'x-forwarded-host': `volta-se.localhost:${app.port}` } });
    expect(answer.body).toEqual({ revoked: true });
    // Revoked where it lives: had the route believed the header, volta-se's backend would have
    // been asked (it does not know the token) and aurora's session would still be live.
    expect(await refreshAtMock(token)).toBe(401);
    expect(mockStore.refreshTokens.get(token)?.revoked).toBe(true);
  });

  it('a forged X-Forwarded-Host does not make a request from another origin same-origin', async () => {
    const answer = await call(app, '/api/auth/refresh', {
      origin: `http://volta-se.localhost:${app.port}`,
      headers: { 'x-forwarded-host': `volta-se.localhost:${app.port}` },
    });
    expect(answer.status).toBe(403);
  });

  it('behind a proxy the deployment names (FORWARDED_HOST_TRUSTED), its X-Forwarded-Host is the host', async () => {
    const proxied = await serve(
      loadRoutes({ API_URL_OVERRIDE: `${mockApi.url}/{site}`, ALLOW_LOCAL_HOSTS: 'true', FORWARDED_HOST_TRUSTED: 'true' }),
    );
    try {
      // The proxy talks to the app by its own name, and says which host the browser asked for.
      const viaProxy = { host: `127.0.0.1:${proxied.port}`, origin: `http://volta-se.localhost:${proxied.port}`, headers: { 'x-forwarded-host': `volta-se.localhost:${proxied.port}` } };
      const signedIn = await call(proxied, '/api/auth/signin', { ...viaProxy, body: { email: 'owner@example.com', password: PASSWORD } });
      expect(signedIn.status).toBe(200);
      const token = partsOf(ourCookie(signedIn)!).token;
      // Signed in at volta-se's backend, and the cookie is bound to volta-se's host.
      expect(await refreshAtMock(token, 'volta-se')).toBe(200);
      const sameCookieOtherHost = await call(proxied, '/api/auth/refresh', {
        host: `127.0.0.1:${proxied.port}`,
        origin: `http://aurora-dk.localhost:${proxied.port}`,
        headers: { 'x-forwarded-host': `aurora-dk.localhost:${proxied.port}` },
        cookie: `${OUR_COOKIE}=${ourCookie(signedIn)}`,
      });
      expect(sameCookieOtherHost.status).toBe(401);
      expect(sameCookieOtherHost.body).toEqual({ error: 'The refresh cookie was not set by this host.' });
    } finally {
      await proxied.close();
    }
  });
});
