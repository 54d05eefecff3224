import { AuthRouteError, authRoute, readRefreshCookie, refusedCookie } from '@/lib/auth/auth-route';

/**
 * POST: returns the refresh token from the cookie, or 401 when there is none. A malformed,
 * duplicated, oversized or too old cookie is also 401, and cleared in the same answer.
 */
export default authRoute(async (req, res) => {
  const cookie = readRefreshCookie(req);
  if (cookie.kind === 'invalid') throw refusedCookie(req, cookie.reason);
  if (cookie.kind === 'none') throw new AuthRouteError(401, 'No refresh token.');
  res.status(200).json({ refresh_token: cookie.token });
});

// Next's body parser is off: the route reads the body itself, with its size limit and JSON check.
export const config = { api: { bodyParser: false } };
