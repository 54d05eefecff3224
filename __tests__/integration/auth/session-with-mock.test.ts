/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';
import { createApiClient } from '@/api-client/core/client';
import { refreshToken, signIn } from '@/api-client/identity/identity-api';
import { startMockApiServer, type RunningMockApi } from '@/api-client/mocks/http-server';
import { mockStore } from '@/api-client/mocks/store';
import { getProfile } from '@/api-client/profile/profile-api';
import { createSession } from '@/lib/auth/session';
import { sessionRoutes } from '@/lib/auth/session-routes';
import { createTokenStore } from '@/lib/auth/token-store';

/*
 * The browser's session (lib/auth/session.ts with its route client, lib/auth/session-routes.ts)
 * against the real /api/auth routes over HTTP, which talk to the mock backend over HTTP: the
 * whole session but the browser. A cookie jar stands in for the browser's cookies; nothing the
 * session code holds is ever the refresh token.
 */

type Handler = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;
const ACCESS_TOKEN_LIFE_MS = 300_000;
const COOKIE = '__Host-owner_portal_rt';

let mockApi: RunningMockApi;
let routes: http.Server;
let routesPort: number;
let namespace: string;
let count = 0;

/** A Storage in memory, standing in for the browser's in this Node test. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** The browser's cookies for the site: what the routes set, sent back with every route call. */
const jar = new Map<string, string>();

function keepCookies(lines: string[]) {
  for (const line of lines) {
    if (/;\s*Domain=/i.test(line)) continue;
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    if (/Max-Age=0/.test(line)) jar.delete(name);
    else jar.set(name, pair.slice(at + 1));
  }
}

/**
 * fetch as the page's script calls it (same origin, http://aurora-dk.localhost), carried to the
 * route server with the jar's cookies; the answer's Set-Cookie lines go into the jar, not to the caller.
 */
const browserFetch: typeof fetch = (input, init = {}) => {
  const url = new URL(String(input));
  const host = `aurora-dk.localhost:${routesPort}`;
  const headers: Record<string, string> = {
    ...(init.headers as Record<string, string>),
    host,
    origin: `http://${host}`,
    'sec-fetch-site': 'same-origin',
    'x-mock-namespace': namespace,
  };
  if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  return new Promise<Response>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: routesPort, path: url.pathname, method: init.method ?? 'GET', headers, signal: init.signal ?? undefined },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          keepCookies(response.headers['set-cookie'] ?? []);
          const status = response.statusCode ?? 0;
          resolve(new Response(status === 204 ? null : Buffer.concat(chunks), { status, headers: { 'content-type': 'application/json' } }));
        });
      },
    );
    request.on('error', reject);
    request.end(init.body as string | undefined);
  });
};

beforeAll(async () => {
  mockApi = await startMockApiServer({ host: '127.0.0.1', port: 0 });
  process.env.API_URL_OVERRIDE = `${mockApi.url}/{site}`;
  process.env.ALLOW_LOCAL_HOSTS = 'true';
  const handlers: Record<string, Handler> = {};
  for (const name of ['signin', 'refresh', 'logout']) {
    handlers[`/api/auth/${name}`] = (jest.requireActual(`@/pages/api/auth/${name}`) as { default: Handler }).default;
  }
  routes = http.createServer((req, res) => {
    const response = res as unknown as NextApiResponse & http.ServerResponse;
    response.status = (code: number) => {
      res.statusCode = code;
      return response;
    };
    response.json = (body: unknown) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(body));
    };
    void handlers[req.url ?? '']!(req as NextApiRequest, response);
  });
  await new Promise<void>((resolve) => routes.listen(0, '127.0.0.1', resolve));
  routesPort = (routes.address() as AddressInfo).port;
  // The page's globals: its origin (and storages, which the suites' setup clears after each test).
  const page = { location: { origin: `http://aurora-dk.localhost:${routesPort}` }, sessionStorage: memoryStorage(), localStorage: memoryStorage() };
  Object.assign(globalThis, { window: page });
});
afterAll(async () => {
  delete (globalThis as { window?: unknown }).window;
  await new Promise((resolve) => routes.close(resolve));
  await mockApi.close();
});

const realFetch = global.fetch;
beforeEach(() => {
  count += 1;
  namespace = `session-with-mock-${process.pid}-${count}`;
  jar.clear();
  global.fetch = browserFetch;
});
afterEach(() => {
  global.fetch = realFetch;
  mockStore.reset(namespace);
});

function setup() {
  let clockOffset = 0;
  const events = { refreshFailed: 0, authErrors: [] as number[] };
  const local = memoryStorage();
  const session = memoryStorage();
  const store = createTokenStore({ session, local });
  const owner = createSession({
    store,
    server: sessionRoutes,
    now: () => Date.now() + clockOffset,
    onRefreshFailed: () => {
      events.refreshFailed += 1;
    },
    logoutRetryDelayMs: 10,
  });
  // Made from the session, as the page's AuthProvider makes it.
  const client = createApiClient({
    baseURL: `${mockApi.url}/aurora-dk`,
    headers: { 'x-mock-namespace': namespace },
    getAccessToken: owner.getAccessToken,
    onAuthError: (status) => events.authErrors.push(status),
  });
  return {
    client,
    session: owner,
    store,
    events,
    /** Everything the page's scripts can read: its two storages. */
    pageStorage: () => [session, local].flatMap((storage) => Array.from({ length: storage.length }, (_, i) => storage.getItem(storage.key(i)!) ?? '')),
    /** The refresh token in the cookie (the test reads the jar; the page never can). */
    cookieToken: () => {
      const value = jar.get(COOKIE);
      return value ? Buffer.from(value.split('.')[2] ?? '', 'base64url').toString() : undefined;
    },
    /** Moves both the mock backend's clock (this test's namespace) and the session's. */
    advance: (ms: number) => {
      clockOffset += ms;
      mockStore.advanceClock(ms, namespace);
    },
  };
}

const CREDENTIALS = { email: 'owner@example.com', password: 'Password1!' };
const stats = () => mockStore.statsOf(namespace);

describe('the session against the real routes and the mock backend', () => {
  it('signs in with the refresh token only in the cookie, and sends one refresh for 20 concurrent calls with an expired token', async () => {
    const t = setup();
    await t.session.signIn(CREDENTIALS);
    const signedInWith = t.cookieToken();
    expect(signedInWith).toBeDefined();
    expect(t.pageStorage().join(' ')).not.toContain(signedInWith);
    t.advance(ACCESS_TOKEN_LIFE_MS + 1_000);

    const profiles = await Promise.all(Array.from({ length: 20 }, () => getProfile(t.client)));

    expect(stats().refreshTokenRequests).toBe(1);
    expect(new Set(profiles.map((profile) => profile.firstName))).toEqual(new Set(['Mette']));
    expect(t.events.authErrors).toEqual([]);
    // Rotated, and still nowhere the page can read.
    expect(t.cookieToken()).not.toBe(signedInWith);
    expect(t.pageStorage().join(' ')).not.toContain(t.cookieToken());
  });

  it('deletes the tokens when the refresh is refused, and the backend then answers 401', async () => {
    const t = setup();
    await t.session.signIn(CREDENTIALS);
    // Someone already used this refresh token, long ago: the mock sees reuse.
    const anonymous = createApiClient({ baseURL: `${mockApi.url}/aurora-dk`, headers: { 'x-mock-namespace': namespace } });
    await refreshToken(anonymous, { refreshToken: t.cookieToken()! });
    t.advance(ACCESS_TOKEN_LIFE_MS + 1_000);

    await expect(getProfile(t.client)).rejects.toMatchObject({ status: 401 });
    expect(stats().refreshTokenRequests).toBe(2);
    expect(t.events.refreshFailed).toBe(1);
    expect(t.store.readAccessToken()).toBeUndefined();
    expect(t.store.hasAuthenticatedMarker()).toBe(false);
    expect(jar.has(COOKIE)).toBe(false);
    expect(t.events.authErrors).toEqual([401]);
  });

  it('lets a rotated refresh token be used again within the reuse grace window, and revokes the family after it', async () => {
    const client = createApiClient({ baseURL: `${mockApi.url}/aurora-dk`, headers: { 'x-mock-namespace': namespace } });
    const tokens = await signIn(client, CREDENTIALS);
    const first = await refreshToken(client, { refreshToken: tokens.refreshToken.token });
    // The answer was lost on the way: the same token again, a moment later, still works.
    mockStore.advanceClock(2_000, namespace);
    const retried = await refreshToken(client, { refreshToken: tokens.refreshToken.token });
    expect(retried.refreshToken.token).not.toBe(first.refreshToken.token);
    // Long after, it is reuse: the whole family is revoked, the newest tokens included.
    mockStore.advanceClock(60_000, namespace);
    await expect(refreshToken(client, { refreshToken: tokens.refreshToken.token })).rejects.toMatchObject({ status: 401 });
    await expect(refreshToken(client, { refreshToken: retried.refreshToken.token })).rejects.toMatchObject({ status: 401 });
  });

  it('on sign-out revokes the session at the backend and the cookie is gone', async () => {
    const t = setup();
    await t.session.signIn(CREDENTIALS);
    const token = t.cookieToken()!;
    await expect(t.session.end()).resolves.toEqual({ revoked: true, reached: true });
    expect(stats().revokeTokenRequests).toBe(1);
    expect(jar.has(COOKIE)).toBe(false);
    const anonymous = createApiClient({ baseURL: `${mockApi.url}/aurora-dk`, headers: { 'x-mock-namespace': namespace } });
    await expect(refreshToken(anonymous, { refreshToken: token })).rejects.toMatchObject({ status: 401 });
  });

  it('with the backend’s revoke failing, signs out here all the same: no token, no marker, no cookie, nothing renews the session', async () => {
    const t = setup();
    await t.session.signIn(CREDENTIALS);
    mockStore.setFaults(namespace, 'revokeToken=503');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await expect(t.session.end()).resolves.toEqual({ revoked: false, reached: true });
    } finally {
      warn.mockRestore();
    }
    expect(t.store.readAccessToken()).toBeUndefined();
    expect(t.store.hasAuthenticatedMarker()).toBe(false);
    expect(jar.has(COOKIE)).toBe(false);
    await expect(t.session.getAccessToken()).resolves.toBeUndefined();
    // Not even a script calling the route itself gets a session back.
    expect((await browserFetch('http://aurora-dk.localhost/api/auth/refresh', { method: 'POST' })).status).toBe(401);
  });

  it('the backend revoking the whole family on sign-out ends a copy rotated before it', async () => {
    const t = setup();
    await t.session.signIn(CREDENTIALS);
    const anonymous = createApiClient({ baseURL: `${mockApi.url}/aurora-dk`, headers: { 'x-mock-namespace': namespace } });
    const stolen = await refreshToken(anonymous, { refreshToken: t.cookieToken()! });
    await t.session.end();
    await expect(refreshToken(anonymous, { refreshToken: stolen.refreshToken.token })).rejects.toMatchObject({ status: 401 });
  });
});
