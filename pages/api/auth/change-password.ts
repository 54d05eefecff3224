import { z } from 'zod';
import { accessAnswer, changePasswordAtBackend, revokeAtBackend } from '@/api-client/identity/server-session';
import {
  AuthRouteError,
  appendSetCookie,
  authRoute,
  backendOf,
  browserLeft,
  readJsonBody,
  sessionCookieLine,
} from '@/lib/auth/auth-route';

const changePasswordBody = z.object({
  currentPassword: z.string({ error: 'currentPassword is required and must be a string.' }).min(1, 'currentPassword is required.').max(1024, 'currentPassword is too long.'),
  newPassword: z.string({ error: 'newPassword is required and must be a string.' }).min(1, 'newPassword is required.').max(1024, 'newPassword is too long.'),
});

/**
 * POST { currentPassword, newPassword } with the owner's access token (Authorization: Bearer):
 * changes the password at the site's backend from the server. The backend ends every other session
 * and answers a new pair for this browser: its refresh token goes into the cookie (a new session,
 * as the owner has just proved their password) and the page gets only { accessToken, expiresAt }.
 * A refusal keeps the backend's status and its problem+json (a wrong current password is a 400
 * naming currentPassword); an outage is 503.
 */
export default authRoute(async (req, res) => {
  const bearer = /^Bearer\s+(\S{1,4096})$/i.exec(String(req.headers.authorization ?? ''))?.[1];
  if (!bearer) throw new AuthRouteError(401, 'An access token is required.');
  const parsed = changePasswordBody.safeParse(await readJsonBody(req));
  if (!parsed.success) throw new AuthRouteError(400, parsed.error.issues[0]?.message ?? 'The password change is invalid.');
  const backend = backendOf(req);
  const outcome = await changePasswordAtBackend(backend, bearer, parsed.data);
  if (outcome.kind === 'refused') {
    res.status(outcome.status).json({ error: 'The password change was not accepted.', ...(outcome.problem && { problem: outcome.problem }) });
    return;
  }
  if (outcome.kind === 'outage') throw new AuthRouteError(503, 'The password cannot be changed right now. Try again.', { 'Retry-After': '5' });
  if (browserLeft(req)) {
    await revokeAtBackend(backend, outcome.pair.refreshToken.token, { attempts: 1, what: 'abandoned password change' });
    res.status(204).end();
    return;
  }
  appendSetCookie(res, [sessionCookieLine(req, outcome.pair.refreshToken.token)]);
  res.status(200).json(accessAnswer(outcome.pair));
});

// Next's body parser is off: the route reads the body itself, with its size limit and JSON check.
export const config = { api: { bodyParser: false } };
