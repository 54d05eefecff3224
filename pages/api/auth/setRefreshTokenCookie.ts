import {
  AuthRouteError,
  authRoute,
  readJsonBody,
  readRefreshCookie,
  refreshCookie,
  refusedCookie,
  setRefreshTokenBodySchema,
} from '@/lib/auth/auth-route';

/**
 * POST { refresh_token, new_session? }: stores the refresh token in an HttpOnly, SameSite=Strict
 * cookie. After sign-in (`new_session: true`) the session's absolute lifetime starts now; a
 * rotation keeps the current session's start, so refreshes never extend it, and is refused when
 * there is no current session (signed out meanwhile, or past the absolute end).
 */
export default authRoute(async (req, res) => {
  const parsed = setRefreshTokenBodySchema.safeParse(await readJsonBody(req));
  if (!parsed.success) throw new AuthRouteError(400, parsed.error.issues[0]?.message ?? 'refresh_token is invalid.');
  const { refresh_token: token, new_session: newSession } = parsed.data;
  if (newSession) {
    res.setHeader('Set-Cookie', refreshCookie(req, token));
  } else {
    const current = readRefreshCookie(req);
    if (current.kind === 'invalid') throw refusedCookie(req, current.reason);
    if (current.kind === 'none') throw new AuthRouteError(401, 'There is no session to continue.');
    res.setHeader('Set-Cookie', refreshCookie(req, token, current.sessionStart));
  }
  res.status(204).end();
});

// Next's body parser is off: the route reads the body itself, with its size limit and JSON check.
export const config = { api: { bodyParser: false } };
