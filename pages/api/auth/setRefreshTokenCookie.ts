import { AuthRouteError, authRoute, readJsonBody, refreshCookie, refreshTokenBodySchema } from '@/lib/auth/auth-route';

/** POST { refresh_token }: stores the refresh token in an HttpOnly, SameSite=Strict cookie. */
export default authRoute(async (req, res) => {
  const parsed = refreshTokenBodySchema.safeParse(await readJsonBody(req));
  if (!parsed.success) throw new AuthRouteError(400, parsed.error.issues[0]?.message ?? 'refresh_token is invalid.');
  res.setHeader('Set-Cookie', refreshCookie(req, parsed.data.refresh_token));
  res.status(204).end();
});

// Next's body parser is off: the route reads the body itself, with its size limit and JSON check.
export const config = { api: { bodyParser: false } };
