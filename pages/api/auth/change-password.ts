import { z } from 'zod';
import { changePasswordAtBackend } from '@/api-client/identity/server-session';
import { answerNewPair, pairOf } from '@/api-client/identity/session-answer';
import { AuthRouteError, authRoute, backendOf, readJsonBodyAs, requiredText } from '@/lib/auth/auth-route';

const changePasswordBody = z.object({
  currentPassword: requiredText('currentPassword', 1024),
  newPassword: requiredText('newPassword', 1024),
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
  const change = await readJsonBodyAs(req, changePasswordBody, 'The password change is invalid.');
  const backend = backendOf(req);
  const pair = pairOf(await changePasswordAtBackend(backend, bearer, change), {
    refused: ({ status, problem }) => new AuthRouteError(status, 'The password change was not accepted.', {}, [], problem && { problem }),
    unavailable: 'The password cannot be changed right now. Try again.',
  });
  await answerNewPair(req, res, backend, pair, { what: 'password change' });
});

// Next's body parser is off: the route reads the body itself, with its size limit and JSON check.
export const config = { api: { bodyParser: false } };
