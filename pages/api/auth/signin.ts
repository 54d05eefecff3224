import { z } from 'zod';
import { signInAtBackend } from '@/api-client/identity/server-session';
import { answerNewPair, pairOf } from '@/api-client/identity/session-answer';
import { AuthRouteError, authRoute, backendOf, readJsonBodyAs, requiredText } from '@/lib/auth/auth-route';

const signInBody = z.object({
  email: requiredText('email', 320),
  password: requiredText('password', 1024),
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
  const { account = 'portal', ...credentials } = await readJsonBodyAs(req, signInBody, 'The sign-in is invalid.');
  const backend = backendOf(req);
  const pair = pairOf(await signInAtBackend(backend, credentials, account), {
    refused: ({ status }) => new AuthRouteError(status, 'The email or password was not accepted.'),
    unavailable: 'Signing in is not possible right now. Try again.',
  });
  await answerNewPair(req, res, backend, pair, { what: 'sign-in', replacesSession: true });
});

// Next's body parser is off: the route reads the body itself, with its size limit and JSON check.
export const config = { api: { bodyParser: false } };
