/** @jest-environment node */
import fc from 'fast-check';
import type { NextApiRequest, NextApiResponse } from 'next';
import { REFRESH_COOKIE_NAME } from '@/config/auth';
import { fakeRequest, fakeResponse } from './support';

/*
 * Everything a stranger can send to the three cookie routes (and logout), generated: methods,
 * origins, content types, bodies of every shape and size, and refresh cookies that are malformed,
 * duplicated, oversized or not percent-encoding. Whatever comes in, a route answers: never a throw,
 * never a 500, a 4xx with a reason for input that is wrong, and a bad cookie cleared.
 */

type Handler = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;
let routes: Record<string, Handler>;

const HOST = 'aurora-dk.localhost:3000';
const ORIGIN = `http://${HOST}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

beforeAll(() => {
  process.env.ALLOW_LOCAL_HOSTS = 'true';
  // The logout route revokes a valid cookie's token: here against a port nobody listens on, so it
  // answers at once that the backend cannot be reached (503), never a 500.
  process.env.API_URL_OVERRIDE = 'http://127.0.0.1:9/{site}';
  jest.isolateModules(() => {
    routes = {
      set: (jest.requireActual('@/pages/api/auth/setRefreshTokenCookie') as { default: Handler }).default,
      get: (jest.requireActual('@/pages/api/auth/getRefreshTokenCookie') as { default: Handler }).default,
      remove: (jest.requireActual('@/pages/api/auth/removeRefreshTokenCookie') as { default: Handler }).default,
      logout: (jest.requireActual('@/pages/api/auth/logout') as { default: Handler }).default,
    };
  });
});

const TOKEN_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._~+/=-';
const token = fc.string({ unit: fc.constantFrom(...TOKEN_CHARS), minLength: 16, maxLength: 64 });

/** Cookie values of every kind: ours and valid, ours and broken, and plain junk. */
const cookieValue = fc.oneof(
  token.map((value) => `${nowSeconds()}.${encodeURIComponent(value)}`),
  // Not percent-encoding: a lone %, %zz, a cut-off %e2%82, an encoded lone surrogate.
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%ed%a0%80', '%%%', '%u1234').map((bad) => `${nowSeconds()}.abcdefghijklmnop${bad}`),
  fc.string({ maxLength: 40 }).map((junk) => `${nowSeconds()}.${junk}`),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.integer({ min: 0, max: 4e12 }).map((start) => `${start}.abcdefghijklmnopqrst`),
  fc.nat({ max: 5000 }).map((size) => `${nowSeconds()}.${'a'.repeat(size)}`),
  fc.constant(''),
);

const cookieHeader = fc.oneof(
  fc.constant(undefined),
  cookieValue.map((value) => `${REFRESH_COOKIE_NAME}=${value}`),
  fc.array(cookieValue, { minLength: 2, maxLength: 3 }).map((values) => values.map((value) => `${REFRESH_COOKIE_NAME}=${value}`).join('; ')),
  fc.tuple(fc.string({ maxLength: 20 }), cookieValue).map(([other, value]) => `${other}; ${REFRESH_COOKIE_NAME}=${value}; other=1`),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.array(fc.string({ maxLength: 20 }), { maxLength: 5 }).map((parts) => parts.join(';')),
);

const body = fc.oneof(
  fc.constant(undefined),
  fc.json().map((text) => Buffer.from(text)),
  // The route's own shape most often, so the cases reach what lies behind the envelope.
  {
    arbitrary: fc
      .record({ refresh_token: fc.oneof({ arbitrary: token, weight: 3 }, fc.string(), fc.integer(), fc.constant(null)), new_session: fc.oneof({ arbitrary: fc.boolean(), weight: 3 }, fc.string()) }, { requiredKeys: [] })
      .map((value) => Buffer.from(JSON.stringify(value))),
    weight: 4,
  },
  fc.string({ unit: 'binary', maxLength: 300 }).map((text) => Buffer.from(text)),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  fc.integer({ min: 4000, max: 20000 }).map((size) => Buffer.alloc(size, 'a')),
);

const request = fc.record({
  route: fc.constantFrom('set', 'get', 'remove', 'logout'),
  // Mostly a well-formed envelope, so most cases reach the cookie and body handling behind it.
  method: fc.oneof(
    { arbitrary: fc.constant('POST'), weight: 8 },
    fc.constantFrom('GET', 'PUT', 'DELETE', 'OPTIONS', 'HEAD', 'post'),
    fc.string({ maxLength: 8 }),
  ),
  origin: fc.oneof(
    { arbitrary: fc.constant(ORIGIN), weight: 8 },
    fc.constant(undefined),
    fc.constantFrom('null', 'http://evil.example', 'https://aurora-dk.localhost:3000', 'http://volta-se.localhost:3000', 'not a url', `${ORIGIN}/`),
    fc.webUrl(),
  ),
  fetchSite: fc.option(fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none', ''), { nil: undefined, freq: 2 }),
  contentType: fc.oneof(
    { arbitrary: fc.constant('application/json'), weight: 6 },
    fc.constantFrom('application/json; charset=utf-8', 'APPLICATION/JSON', 'text/plain', 'application/jsonp', '', undefined),
    fc.string({ maxLength: 30 }),
  ),
  contentLength: fc.option(fc.oneof(fc.constantFrom('-1', 'abc', '99999999', '1e9', ''), fc.nat().map(String)), { nil: undefined }),
  cookie: cookieHeader,
  body,
});

const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261123);

const EXPIRES_OUR_COOKIE = new RegExp(`^${REFRESH_COOKIE_NAME}=; .*Max-Age=0`);

describe('fuzzing the local auth routes', () => {
  it('answers every request with a clear status, never a 500 or a throw, and clears a bad cookie', async () => {
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const headers: Record<string, string> = { host: HOST };
        if (input.origin !== undefined) headers.origin = input.origin;
        if (input.fetchSite !== undefined) headers['sec-fetch-site'] = input.fetchSite;
        if (input.contentType !== undefined) headers['content-type'] = input.contentType;
        if (input.contentLength !== undefined) headers['content-length'] = input.contentLength;
        if (input.cookie !== undefined) headers.cookie = input.cookie;
        const { res, answer, ended } = fakeResponse();
        await routes[input.route]!(fakeRequest({ method: input.method, headers, body: input.body }), res);

        expect(ended()).toBe(true);
        const outcome = `${input.route} ${answer.status}`;
        seen.set(outcome, (seen.get(outcome) ?? 0) + 1);
        expect([200, 204, 400, 401, 403, 405, 413, 415, 503]).toContain(answer.status);
        expect(answer.headers['cache-control']).toBe('no-store');
        if (answer.status >= 400) {
          expect(answer.body).toEqual({ error: expect.stringMatching(/\S/) });
        }
        if (answer.status === 200) {
          // Only the one route that reads the token answers 200, with that token.
          expect(input.route).toBe('get');
          expect((answer.body as { refresh_token: string }).refresh_token).toMatch(/^[A-Za-z0-9._~+/=-]{16,2048}$/);
        }
        // A cookie the route read and refused is cleared in the same answer.
        const error = (answer.body as { error?: string } | undefined)?.error ?? '';
        if (answer.status === 401 && /cookie|session has reached/i.test(error)) {
          const cleared = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
          expect(cleared.some((line) => EXPIRES_OUR_COOKIE.test(line))).toBe(true);
        }
      }),
      // A fixed seed (FUZZ_SEED to explore others), so the cases, and which answers they reach, are
      // the same on every machine; fast-check prints the seed and the shrunk case of a failure.
      { numRuns: 3000, seed: FUZZ_SEED, interruptAfterTimeLimit: 60_000, markInterruptAsFailure: false },
    );
    // The generator reached every kind of answer, not only the envelope's refusals.
    const expected = ['get 200', 'get 401', 'set 204', 'set 400', 'set 401', 'remove 204', 'logout 204', 'logout 503', 'get 403', 'set 405', 'set 413', 'set 415'];
    expect(expected.filter((outcome) => !seen.has(outcome))).toEqual([]);
  }, 90_000);

  it.each(['%', '%zz', '%E0%A4%A', '%ed%a0%80', 'abc%2', '%C0%AF'])(
    'getRefreshTokenCookie refuses a cookie that is not percent-encoding (%s) with 401 and clears it',
    async (bad) => {
      const { res, answer } = fakeResponse();
      const cookie = `${REFRESH_COOKIE_NAME}=${nowSeconds()}.abcdefghijklmnopqrst${bad}`;
      await routes.get!(fakeRequest({ method: 'POST', headers: { host: HOST, origin: ORIGIN, cookie } }), res);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: 'The refresh cookie is malformed.' });
      expect(([] as string[]).concat(answer.headers['set-cookie'] ?? []).some((line) => EXPIRES_OUR_COOKIE.test(line))).toBe(true);
    },
  );

  it('answers a valid cookie with its token (the fuzz oracle can see a 200)', async () => {
    const { res, answer } = fakeResponse();
    const cookie = `${REFRESH_COOKIE_NAME}=${nowSeconds()}.${encodeURIComponent('rt_0123456789abcdef+/=')}`;
    await routes.get!(fakeRequest({ method: 'POST', headers: { host: HOST, origin: ORIGIN, cookie } }), res);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ refresh_token: 'rt_0123456789abcdef+/=' });
  });
});
