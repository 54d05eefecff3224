import { z } from 'zod';
import { accessAnswer, revokeAtBackend, signInAtBackend } from '@/api-client/identity/server-session';
import {
  AuthRouteError,
  appendSetCookie,
  authRoute,
  backendOf,
  browserLeft,
  readJsonBody,
  readSessionCookie,
  sessionCookieLine,
} from '@/lib/auth/auth-route';

const signInBody = z.object({
  email: z.string({ error: 'email is required and must be a string.' }).min(1, 'email is required.').max(320, 'email is too long.'),
  password: z.string({ error: 'password is required and must be a string.' }).min(1, 'password is required.').max(1024, 'password is too long.'),
  /** 'brand': the brand's existing (pre-portal) account; otherwise the portal's own. */
  account: z.enum(['portal', 'brand'], { error: "account must be 'portal' or 'brand'." }).optional(),
});

/**
 * POST { email, password, account? }: signs in at the site's backend from the server, keeps the
 * refresh token in the HttpOnly cookie (a new session: its absolute lifetime starts now) and
 * answers only { accessToken, expiresAt }. The backend's refusal keeps its status (400/401/403:
 * the browser's "Not authenticated"), an outage is 503. A session this browser held before is
 * revoked, so the cookie it replaces leaves nothing live behind.
 */
export default authRoute(async (req, res) => {
  const parsed = signInBody.safeParse(await readJsonBody(req));
  if (!parsed.success) throw new AuthRouteError(400, parsed.error.issues[0]?.message ?? 'The sign-in is invalid.');
  const { account = 'portal', ...credentials } = parsed.data;
  const backend = backendOf(req);
  const outcome = await signInAtBackend(backend, credentials, account);
  if (outcome.kind === 'refused') throw new AuthRouteError(outcome.status, 'The email or password was not accepted.');
  if (outcome.kind === 'outage') throw new AuthRouteError(503, 'Signing in is not possible right now. Try again.', { 'Retry-After': '5' });
  if (browserLeft(req)) {
    await revokeAtBackend(backend, outcome.pair.refreshToken.token, { attempts: 1, what: 'abandoned sign-in' });
    res.status(204).end();
    return;
  }
  const { cookie: previous } = readSessionCookie(req);
  if (previous.kind === 'valid') await revokeAtBackend(backend, previous.token, { attempts: 1, what: 'sign-in over a session' });
  appendSetCookie(res, [sessionCookieLine(req, outcome.pair.refreshToken.token)]);
  res.status(200).json(accessAnswer(outcome.pair));
});

// Next's body parser is off: the route reads the body itself, with its size limit and JSON check.
export const config = { api: { bodyParser: false } };
