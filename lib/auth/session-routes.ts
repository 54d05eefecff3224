import { REFRESH_ROUTE_PATH, REQUEST_TIMEOUT_MS } from '@/config/auth';
import { takeEarlyRefresh } from './early-refresh';
import {
  SessionRouteError,
  SessionUnavailableError,
  type AccessAnswer,
  type PasswordChange,
  type SessionServer,
  type SignInCredentials,
} from './session';

interface PostOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Let the request finish after the page is gone (sign-out: the cookie must still be expired). */
  keepalive?: boolean;
}

/**
 * One call of a local /api/auth route, same origin, given up after REQUEST_TIMEOUT_MS (with
 * setTimeout and an abort signal, so fake clocks in tests can run it out). A network failure, a
 * timeout or the caller's abort rejects with SessionUnavailableError; any answer resolves.
 */
async function post(path: string, { body, headers, signal, keepalive }: PostOptions = {}): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forward = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', forward);
  try {
    // Same origin, spelled out: the routes only answer this site's own pages.
    return await fetch(new URL(path, window.location.origin), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(body !== undefined && { 'Content-Type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
      keepalive,
    });
  } catch {
    throw new SessionUnavailableError(
      timedOut ? 'The session route did not answer in time.' : 'The session route could not be reached.',
      0,
      timedOut,
    );
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

async function bodyOf(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** The answer of sign-in, refresh and password change: the access token and its expiry, nothing else. */
async function accessAnswerOf(response: Response, what: string): Promise<AccessAnswer> {
  const data = (await bodyOf(response)) as Partial<AccessAnswer> | undefined;
  if (typeof data?.accessToken !== 'string' || typeof data.expiresAt !== 'number') {
    throw new SessionUnavailableError(`${what} answered without an access token.`, response.status);
  }
  return { accessToken: data.accessToken, expiresAt: data.expiresAt };
}

async function refusal(what: string, response: Response): Promise<SessionRouteError> {
  return new SessionRouteError(`${what} failed (${response.status}).`, response.status, await bodyOf(response));
}

/**
 * The browser side of the local /api/auth routes (docs/session.md). The refresh token stays in
 * the HttpOnly cookie those routes keep: nothing here sends, receives or stores it.
 */
export const sessionRoutes: SessionServer = {
  async signIn(credentials: SignInCredentials) {
    const response = await post('/api/auth/signin', { body: credentials });
    if (response.status !== 200) throw await refusal('Signing in', response);
    return accessAnswerOf(response, 'Signing in');
  },
  async refresh(signal?: AbortSignal) {
    // The page's head may have sent this tab's first refresh already (lib/auth/early-refresh.ts).
    // The route's path (REFRESH_ROUTE_PATH) written out, as the other routes' are: a constant
    // shared with the head's script costs every page's first load bytes.
    const response = (await takeEarlyRefresh()) ?? (await post(REFRESH_ROUTE_PATH, { signal }));
    if (response.status === 401) return undefined;
    if (response.status !== 200) throw new SessionUnavailableError(`Renewing the session failed (${response.status}).`, response.status);
    return accessAnswerOf(response, 'Renewing the session');
  },
  async logout() {
    const response = await post('/api/auth/logout', { body: {}, keepalive: true });
    if (!response.ok) throw new SessionUnavailableError(`Signing out failed (${response.status}).`, response.status);
    const data = (await bodyOf(response)) as { revoked?: unknown } | undefined;
    return { revoked: data?.revoked === true };
  },
  async changePassword(accessToken: string, change: PasswordChange) {
    const response = await post('/api/auth/change-password', { body: change, headers: { Authorization: `Bearer ${accessToken}` } });
    if (response.status !== 200) throw await refusal('Changing the password', response);
    return accessAnswerOf(response, 'Changing the password');
  },
};
