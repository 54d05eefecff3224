import { revokeAtBackend } from '@/api-client/identity/server-session';
import {
  appendSetCookie,
  authRoute,
  backendOf,
  expiredSessionCookieLines,
  readOptionalJsonBody,
  readSessionCookie,
} from '@/lib/auth/auth-route';

/**
 * POST {}: ends the session on the server side (docs/session.md). Always expires the refresh
 * cookie in its answer (this host's own, and any old or planted one it may see), whatever the
 * backend does: the browser is signed out either way. It revokes the cookie's token at the site's
 * backend, trying up to LOGOUT_REVOKE_ATTEMPTS times within a few seconds (config/auth.ts), and
 * answers 200 { revoked }: false only when a live token may remain at the backend (it could not
 * be reached), so the page can tell the owner they are signed out on this device only. A cookie
 * that is not this host's (not signed here, malformed) is expired and never sent to any backend.
 */
export default authRoute(async (req, res) => {
  await readOptionalJsonBody(req);
  const { cookie } = readSessionCookie(req);
  let revoked = true;
  if (cookie.kind === 'valid') {
    let backend: ReturnType<typeof backendOf> | undefined;
    try {
      backend = backendOf(req);
    } catch {
      revoked = false;
    }
    if (backend) revoked = (await revokeAtBackend(backend, cookie.token)).revoked;
  }
  appendSetCookie(res, expiredSessionCookieLines(req));
  res.status(200).json({ revoked });
});

// Next's body parser is off: the route reads the body itself, with its size limit and JSON check.
export const config = { api: { bodyParser: false } };
