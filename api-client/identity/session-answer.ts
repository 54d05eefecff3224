import type { NextApiRequest, NextApiResponse } from 'next';
import { AuthRouteError, appendSetCookie, browserLeft, readSessionCookie, sessionCookieLine } from '@/lib/auth/auth-route';
import type { TokenPair } from './identity-api';
import { accessAnswer, revokeAtBackend, type BackendOutcome, type BackendTarget } from './server-session';

/*
 * What the local routes that get a new pair from the backend share (pages/api/auth/signin,
 * refresh, change-password). Next to server-session.ts rather than in lib/auth/auth-route.ts:
 * it calls the backend, and lib/ imports nothing from api-client/.
 */

/**
 * The pair of tokens the backend answered a route's call with. A refusal (the backend's 4xx) is
 * thrown as `refused` makes it; an outage (5xx, no answer, a timeout) is a 503 with `unavailable`
 * as its reason and Retry-After: the browser may try again and nobody is signed out.
 */
export function pairOf(
  outcome: BackendOutcome,
  { refused, unavailable }: { refused: (refusal: Extract<BackendOutcome, { kind: 'refused' }>) => AuthRouteError; unavailable: string },
): TokenPair {
  if (outcome.kind === 'refused') throw refused(outcome);
  if (outcome.kind === 'outage') throw new AuthRouteError(503, unavailable, { 'Retry-After': '5' });
  return outcome.pair;
}

/**
 * Answers a pair the backend has just issued (sign-in, refresh, password change): its refresh token
 * goes into this host's cookie, the page gets only { accessToken, expiresAt } (docs/session.md).
 * - `sessionStart`: when the session started (a refresh keeps it, so its absolute end stays); now otherwise.
 * - `replacesSession`: a session this browser held before (a valid cookie) is revoked first, so
 *   the cookie this answer replaces leaves nothing live behind.
 * - The browser left before the answer (it signed out meanwhile, browserLeft): the new refresh
 *   token is revoked at once, nothing is stored, and the answer is 204.
 * `what` names the step in the log of a failed revoke (never a token).
 */
export async function answerNewPair(
  req: NextApiRequest,
  res: NextApiResponse,
  backend: BackendTarget,
  pair: TokenPair,
  { what, sessionStart, replacesSession = false }: { what: string; sessionStart?: number; replacesSession?: boolean },
): Promise<void> {
  if (browserLeft(req)) {
    await revokeAtBackend(backend, pair.refreshToken.token, { attempts: 1, what: `abandoned ${what}` });
    res.status(204).end();
    return;
  }
  if (replacesSession) {
    const { cookie: previous } = readSessionCookie(req);
    if (previous.kind === 'valid') await revokeAtBackend(backend, previous.token, { attempts: 1, what: `${what} over a session` });
  }
  appendSetCookie(res, [sessionCookieLine(req, pair.refreshToken.token, sessionStart)]);
  res.status(200).json(accessAnswer(pair));
}
