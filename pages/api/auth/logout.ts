import { isApiError } from '@/api-client/core/api-error';
import { createApiClient } from '@/api-client/core/client';
import { revokeToken } from '@/api-client/identity/session-api';
import { serverEnv } from '@/config/env';
import {
  AuthRouteError,
  authRoute,
  expiredRefreshCookies,
  localMockHeaders,
  readJsonBody,
  readRefreshCookie,
  siteOfRequest,
} from '@/lib/auth/auth-route';
import { effectiveApiUrl } from '@/lib/page/static-props';

/** Statuses with which the backend says the token is dead already: the sign-out is complete. */
const ALREADY_DEAD = new Set([400, 401, 403, 404]);

/**
 * POST {}: signs out on the server side, in one answer. Reads the refresh cookie, revokes the
 * token against the site's backend, and expires the cookie (docs/session.md). When the backend
 * cannot be reached (5xx, network, timeout) the answer is 503 and the cookie is kept, so the
 * browser can try again instead of leaving a live token behind while claiming to be signed out.
 * A cookie that is not ours to trust (malformed, duplicated, too large) is simply expired.
 */
export default authRoute(async (req, res) => {
  await readJsonBody(req);
  const cookie = readRefreshCookie(req);
  if (cookie.kind === 'valid') {
    const site = siteOfRequest(req);
    if (!site) throw new AuthRouteError(404, 'Unknown site.');
    const env = serverEnv();
    const apiUrl = effectiveApiUrl(site, env.API_URL_OVERRIDE);
    const client = createApiClient({ baseURL: apiUrl, headers: localMockHeaders(req, apiUrl, env.API_URL_OVERRIDE) });
    try {
      await revokeToken(client, { refreshToken: cookie.token });
    } catch (error) {
      if (!(isApiError(error) && ALREADY_DEAD.has(error.status))) {
        throw new AuthRouteError(503, 'The sign-out could not be completed. Try again.', { 'Retry-After': '5' });
      }
    }
  }
  res.setHeader('Set-Cookie', expiredRefreshCookies(req));
  res.status(204).end();
});

// Next's body parser is off: the route reads the body itself, with its size limit and JSON check.
export const config = { api: { bodyParser: false } };
