import { AuthRouteError, authRoute, readRefreshCookie } from '@/lib/auth/auth-route';

/** POST: returns the refresh token from the cookie, or 401 when there is none. */
export default authRoute(async (req, res) => {
  const token = readRefreshCookie(req);
  if (!token) throw new AuthRouteError(401, 'No refresh token.');
  res.status(200).json({ refresh_token: token });
});

// Next's body parser is off: the route reads the body itself, with its size limit and JSON check.
export const config = { api: { bodyParser: false } };
