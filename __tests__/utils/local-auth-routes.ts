import { http, HttpResponse } from 'msw';

/*
 * The portal's own /api/auth routes as component tests see them (jsdom's origin is
 * http://localhost): a stand-in with the routes' contract (pages/api/auth/*, docs/session.md) over
 * the mock backend, keeping the refresh token in a cookie jar of its own that no page code can
 * read, as the real routes keep it in an HttpOnly cookie. The real routes are tested over HTTP in
 * __tests__/integration/auth/auth-routes.test.ts. Installed for every suite by
 * __tests__/setup/jest.setup.ts; a test overrides a route with `mockServer.use(...)`.
 */

const ORIGIN = 'http://localhost';
const DEFAULT_BACKEND = 'http://mock.test/aurora-dk';

const jar = { backend: DEFAULT_BACKEND, refreshToken: undefined as string | undefined };

/** The backend the routes talk to: the rendered site's apiUrl (renderWithProviders sets it). */
export function setLocalAuthBackend(apiUrl: string): void {
  jar.backend = apiUrl;
}

/** Puts a refresh token in the stand-in's cookie, as a sign-in would (renderWithProviders' signedIn). */
export function setLocalAuthCookie(refreshToken: string | undefined): void {
  jar.refreshToken = refreshToken;
}

/** What the stand-in's cookie holds: for tests that check a token was stored, or is gone. */
export function localAuthCookie(): string | undefined {
  return jar.refreshToken;
}

export function resetLocalAuthRoutes(): void {
  jar.backend = DEFAULT_BACKEND;
  jar.refreshToken = undefined;
}

interface Pair {
  accessToken: { token: string };
  refreshToken: { token: string };
}

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${jar.backend}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp: number };
  return payload.exp;
}

/** Keeps the pair's refresh token and answers the page only the access token, as the routes do. */
async function kept(response: Response) {
  const pair = (await response.json()) as Pair;
  jar.refreshToken = pair.refreshToken.token;
  return HttpResponse.json({ accessToken: pair.accessToken.token, expiresAt: expiryOf(pair.accessToken.token) });
}

export const localAuthRoutes = [
  http.post(`${ORIGIN}/api/auth/signin`, async ({ request }) => {
    const { account, ...credentials } = (await request.json()) as { email: string; password: string; account?: string };
    const response = await post(account === 'brand' ? '/identity/signin/brand-account' : '/identity/signin', credentials);
    if (response.status === 200) return kept(response);
    const status = response.status >= 400 && response.status < 500 ? response.status : 503;
    return HttpResponse.json({ error: 'The email or password was not accepted.' }, { status });
  }),

  http.post(`${ORIGIN}/api/auth/refresh`, async () => {
    if (!jar.refreshToken) return HttpResponse.json({ error: 'There is no session to renew.' }, { status: 401 });
    const response = await post('/identity/refresh-token', { refreshToken: jar.refreshToken });
    if (response.status === 200) return kept(response);
    if ([400, 401, 403].includes(response.status)) {
      jar.refreshToken = undefined;
      return HttpResponse.json({ error: 'The session has ended.' }, { status: 401 });
    }
    return HttpResponse.json({ error: 'The session cannot be renewed right now. Try again.' }, { status: 503 });
  }),

  http.post(`${ORIGIN}/api/auth/logout`, async () => {
    let revoked = true;
    if (jar.refreshToken) {
      const response = await post('/identity/revoke-token', { refreshToken: jar.refreshToken });
      revoked = response.ok || (response.status >= 400 && response.status < 500);
    }
    jar.refreshToken = undefined;
    return HttpResponse.json({ revoked });
  }),

  http.post(`${ORIGIN}/api/auth/change-password`, async ({ request }) => {
    const response = await post('/identity/change-password', await request.json(), { Authorization: request.headers.get('authorization') ?? '' });
    if (response.status === 200) return kept(response);
    const problem = (await response.json().catch(() => undefined)) as unknown;
    return HttpResponse.json({ error: 'The password change was not accepted.', problem }, { status: response.status });
  }),
];
