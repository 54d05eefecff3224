import { exchangeAtBackend } from '@/api-client/identity/server-session';
import { answerNewPair, pairOf } from '@/api-client/identity/session-answer';
import { authRoute, backendOf, readOptionalJsonBody, readSessionCookie, refusedCookie } from '@/lib/auth/auth-route';

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
  const pair = pairOf(await exchangeAtBackend(backend, cookie.token), {
    refused: () => refusedCookie(req, 'The session has ended.'),
    unavailable: 'The session cannot be renewed right now. Try again.',
  });
  await answerNewPair(req, res, backend, pair, { what: 'refresh', sessionStart: cookie.sessionStart });
});

// Next's body parser is off: the route reads the body itself, with its size limit and JSON check.
export const config = { api: { bodyParser: false } };
