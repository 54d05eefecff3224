import { authRoute, expiredRefreshCookies } from '@/lib/auth/auth-route';

/** POST: expires the refresh-token cookie (without revoking it: sign-out uses /api/auth/logout). */
export default authRoute(async (req, res) => {
  res.setHeader('Set-Cookie', expiredRefreshCookies(req));
  res.status(204).end();
});

// Next's body parser is off: the route reads the body itself, with its size limit and JSON check.
export const config = { api: { bodyParser: false } };
