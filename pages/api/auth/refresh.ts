import { accessAnswer, exchangeAtBackend, revokeAtBackend } from '@/api-client/identity/server-session';
import {
  AuthRouteError,
  appendSetCookie,
  authRoute,
  backendOf,
  browserLeft,
  readOptionalJsonBody,
  readSessionCookie,
  refusedCookie,
  sessionCookieLine,
} from '@/lib/auth/auth-route';

/**
 * POST (no body, or {}): renews the session on the server (docs/session.md). Reads the HttpOnly
 * refresh cookie, exchanges its token at the site's backend, stores the rotated one in the cookie
 * (keeping the session's start, so its absolute end stays) and answers only
 * { accessToken, expiresAt } (expiresAt: the access token's exp, seconds since the epoch).
 * - No cookie, a refused one (not signed for this host, malformed, too old) or a refusal by the
 *   backend (400/401/403): 401, and the cookie is expired in the same answer.
 * - The backend cannot be reached (5xx, network, timeout): 503 with Retry-After, cookie kept.
 * - The browser left before the answer (it signed out meanwhile): the new token is revoked at
 *   once and nothing is stored.
 */
export default authRoute(async (req, res) => {
  await readOptionalJsonBody(req);
  const { cookie } = readSessionCookie(req);
  if (cookie.kind === 'invalid') throw refusedCookie(req, cookie.reason);
  if (cookie.kind === 'none') throw refusedCookie(req, 'There is no session to renew.');
  const backend = backendOf(req);
  const outcome = await exchangeAtBackend(backend, cookie.token);
  if (outcome.kind === 'refused') throw refusedCookie(req, 'The session has ended.');
  if (outcome.kind === 'outage') {
    throw new AuthRouteError(503, 'The session cannot be renewed right now. Try again.', { 'Retry-After': '5' });
  }
  if (browserLeft(req)) {
    await revokeAtBackend(backend, outcome.pair.refreshToken.token, { attempts: 1, what: 'abandoned refresh' });
    res.status(204).end();
    return;
  }
  appendSetCookie(res, [sessionCookieLine(req, outcome.pair.refreshToken.token, cookie.sessionStart)]);
  res.status(200).json(accessAnswer(outcome.pair));
});

// Next's body parser is off: the route reads the body itself, with its size limit and JSON check.
export const config = { api: { bodyParser: false } };
