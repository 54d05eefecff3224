import { REQUEST_TIMEOUT_MS } from '@/config/auth';
import { SessionUnavailableError, type RefreshCookie } from './session';

/**
 * One call of a local /api/auth route, same origin, given up after REQUEST_TIMEOUT_MS (with
 * setTimeout and an abort signal, so fake clocks in tests can run it out). A network failure or
 * a timeout rejects with SessionUnavailableError; any answer resolves.
 */
async function post(path: string, body?: unknown, timeoutMs: number = REQUEST_TIMEOUT_MS): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    // Same origin, spelled out: the routes only answer this site's own pages.
    return await fetch(new URL(path, window.location.origin), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch {
    throw new SessionUnavailableError(
      timedOut ? 'The session route did not answer in time.' : 'The session route could not be reached.',
      0,
      timedOut,
    );
  } finally {
    clearTimeout(timer);
  }
}

function failure(what: string, response: Response): SessionUnavailableError {
  return new SessionUnavailableError(`${what} failed (${response.status}).`, response.status);
}

/**
 * The browser side of the local /api/auth routes that keep the refresh token in an HttpOnly
 * cookie. A refusal (401) and an outage (5xx, network, timeout) are told apart: read() resolves
 * undefined only when the route says there is no usable cookie.
 */
export const refreshCookieClient: RefreshCookie = {
  async read() {
    const response = await post('/api/auth/getRefreshTokenCookie');
    if (response.status === 401) return undefined;
    if (!response.ok) throw failure('Reading the session', response);
    const data = (await response.json()) as { refresh_token?: unknown };
    return typeof data.refresh_token === 'string' ? data.refresh_token : undefined;
  },
  async write(refreshToken, options) {
    const response = await post('/api/auth/setRefreshTokenCookie', {
      refresh_token: refreshToken,
      ...(options?.newSession ? { new_session: true } : {}),
    });
    if (!response.ok) throw failure('Storing the session', response);
  },
  async remove() {
    const response = await post('/api/auth/removeRefreshTokenCookie');
    if (!response.ok) throw failure('Removing the session', response);
  },
  async logout() {
    const response = await post('/api/auth/logout', {});
    if (!response.ok) throw failure('Signing out', response);
  },
};
