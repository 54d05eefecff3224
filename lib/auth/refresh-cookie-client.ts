import type { RefreshCookie } from './session';

async function post(path: string, body?: unknown): Promise<Response> {
  // Same origin, spelled out: the routes only answer this site's own pages.
  return fetch(new URL(path, window.location.origin), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The browser side of the local /api/auth routes that keep the refresh token in an HttpOnly cookie. */
export const refreshCookieClient: RefreshCookie = {
  async read() {
    const response = await post('/api/auth/getRefreshTokenCookie');
    if (!response.ok) return undefined;
    const data = (await response.json()) as { refresh_token?: unknown };
    return typeof data.refresh_token === 'string' ? data.refresh_token : undefined;
  },
  async write(refreshToken) {
    const response = await post('/api/auth/setRefreshTokenCookie', { refresh_token: refreshToken });
    if (!response.ok) throw new Error(`Storing the session failed (${response.status}).`);
  },
  async remove() {
    await post('/api/auth/removeRefreshTokenCookie');
  },
};
