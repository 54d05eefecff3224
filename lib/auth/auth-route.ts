import type { IncomingMessage } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import {
  AUTH_ROUTE_MAX_BODY_BYTES,
  REFRESH_COOKIE_MAX_LENGTH,
  REFRESH_COOKIE_NAME,
  REFRESH_COOKIE_PATH,
  REFRESH_TOKEN_LIFETIME_SECONDS,
  SESSION_ABSOLUTE_LIFETIME_SECONDS,
} from '@/config/auth';
import { serverEnv } from '@/config/env';
import { LOCAL_HOSTS } from '@/config/hosts';
import { sites } from '@/config/site-registry';
import type { SiteConfig } from '@/config/site-schema';
import { normaliseHost, resolveSiteId } from '@/lib/routing/resolve-site';

/** An answer of a local auth route: a status and a JSON body with a reason for every refusal. */
export class AuthRouteError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Set-Cookie lines of the refusal (a bad cookie is cleared in the same answer). */
    readonly setCookies: string[] = [],
  ) {
    super(message);
  }
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function requestHost(req: IncomingMessage): string | undefined {
  return firstHeader(req.headers['x-forwarded-host']) ?? firstHeader(req.headers.host);
}

/**
 * The site a request was made to, from its host: a production host, or `<site-id>.localhost` and
 * localhost where the deployment allows local hosts (ALLOW_LOCAL_HOSTS), as in the proxy.
 */
export function siteOfRequest(req: IncomingMessage): SiteConfig | undefined {
  const id = resolveSiteId(requestHost(req), sites, { localHosts: serverEnv().ALLOW_LOCAL_HOSTS });
  return id ? sites.find((site) => site.id === id) : undefined;
}

/**
 * Whether the site is served over https. A site's configured production hosts are always https,
 * also behind a proxy that does not set X-Forwarded-Proto; other hosts (localhost, previews)
 * count as https when the proxy says so or the connection itself is TLS.
 */
export function requestIsHttps(req: IncomingMessage): boolean {
  const host = normaliseHost(requestHost(req));
  const isLocal = (LOCAL_HOSTS as readonly string[]).includes(host) || host.endsWith('.localhost');
  if (!isLocal && sites.some((site) => site.hosts.includes(host))) return true;
  const forwarded = firstHeader(req.headers['x-forwarded-proto'])?.split(',')[0]?.trim();
  if (forwarded) return forwarded === 'https';
  return Boolean((req.socket as { encrypted?: boolean }).encrypted);
}

/**
 * Same origin only: a browser sends Origin on every POST from a page and Sec-Fetch-Site on every
 * request. Another origin, another site, or a request carrying neither is refused.
 */
export function assertSameOrigin(req: IncomingMessage): void {
  const fetchSite = firstHeader(req.headers['sec-fetch-site']);
  if (fetchSite && fetchSite !== 'same-origin') throw new AuthRouteError(403, 'Cross-origin requests are not allowed.');
  const origin = firstHeader(req.headers.origin);
  const host = requestHost(req);
  if (!origin) {
    if (fetchSite === 'same-origin') return;
    throw new AuthRouteError(403, 'Requests must come from this site.');
  }
  let originHost: string;
  let originProtocol: string;
  try {
    const url = new URL(origin);
    originHost = url.host;
    originProtocol = url.protocol;
  } catch {
    throw new AuthRouteError(403, 'Requests must come from this site.');
  }
  const expectedProtocol = requestIsHttps(req) ? 'https:' : 'http:';
  if (!host || originHost.toLowerCase() !== host.toLowerCase() || originProtocol !== expectedProtocol) {
    throw new AuthRouteError(403, 'Cross-origin requests are not allowed.');
  }
}

/** Reads a JSON body of at most AUTH_ROUTE_MAX_BODY_BYTES (Next's body parser is off for these routes). */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const contentType = firstHeader(req.headers['content-type']) ?? '';
  if (!/^application\/json(\s*;|$)/i.test(contentType)) {
    throw new AuthRouteError(415, 'The body must be JSON (Content-Type: application/json).');
  }
  const declared = Number(firstHeader(req.headers['content-length']) ?? '0');
  if (declared > AUTH_ROUTE_MAX_BODY_BYTES) throw new AuthRouteError(413, 'The body is too large.');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > AUTH_ROUTE_MAX_BODY_BYTES) throw new AuthRouteError(413, 'The body is too large.');
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AuthRouteError(400, 'The body is not valid JSON.');
  }
}

export const refreshTokenBodySchema = z.object({
  refresh_token: z
    .string({ error: 'refresh_token is required and must be a string.' })
    .min(16, 'refresh_token is too short.')
    .max(2048, 'refresh_token is too long.')
    .regex(/^[A-Za-z0-9._~+/=-]+$/, 'refresh_token has characters a token cannot have.'),
});

/** Whether the request body asks for a new session (sign-in) rather than a rotation of the current one. */
export const setRefreshTokenBodySchema = refreshTokenBodySchema.extend({
  /** true after sign-in: the absolute lifetime starts now. Otherwise the current session goes on. */
  new_session: z.boolean().optional(),
});

function cookieAttributes(req: IncomingMessage, maxAgeSeconds: number, path = REFRESH_COOKIE_PATH): string {
  const parts = [`Path=${path}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict'];
  if (requestIsHttps(req)) parts.push('Secure');
  return parts.join('; ');
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The cookie's value is `<session start, seconds>.<percent-encoded refresh token>`: the start
 * travels with the token so every rotation keeps the session's absolute end (docs/session.md).
 * Its Max-Age is the refresh token's life, cut short at the absolute end.
 */
export function refreshCookie(req: IncomingMessage, token: string, sessionStart: number = nowSeconds()): string {
  const remaining = sessionStart + SESSION_ABSOLUTE_LIFETIME_SECONDS - nowSeconds();
  const maxAge = Math.max(0, Math.min(REFRESH_TOKEN_LIFETIME_SECONDS, remaining));
  return `${REFRESH_COOKIE_NAME}=${sessionStart}.${encodeURIComponent(token)}; ${cookieAttributes(req, maxAge)}`;
}

/**
 * Expires the cookie: ours (Path=/api/auth) and, in the same answer, one of the same name at
 * Path=/ (an older deployment's, or one planted by a script on this host).
 */
export function expiredRefreshCookies(req: IncomingMessage): string[] {
  const expired = (path: string) =>
    `${REFRESH_COOKIE_NAME}=; ${cookieAttributes(req, 0, path)}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  return [expired(REFRESH_COOKIE_PATH), expired('/')];
}

export type RefreshCookieValue =
  | { kind: 'none' }
  | { kind: 'valid'; token: string; sessionStart: number }
  /** Malformed, duplicated, oversized or past the session's absolute end: refused and cleared. */
  | { kind: 'invalid'; reason: string };

const TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]{16,2048}$/;

/**
 * The refresh cookie of a request, checked. The browser sends only name=value pairs, so two
 * cookies of our name (say one planted for the parent domain by a sibling subdomain) cannot be
 * told apart: that ambiguity is refused rather than guessed at, as is anything oversized, not
 * valid percent-encoding, not of our format, or older than the absolute session lifetime.
 */
export function readRefreshCookie(req: IncomingMessage): RefreshCookieValue {
  const header = firstHeader(req.headers.cookie) ?? '';
  const values: string[] = [];
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    const name = (at === -1 ? part : part.slice(0, at)).trim();
    if (name === REFRESH_COOKIE_NAME) values.push(at === -1 ? '' : part.slice(at + 1).trim());
  }
  if (values.length === 0) return { kind: 'none' };
  if (values.length > 1) return { kind: 'invalid', reason: 'The refresh cookie is duplicated.' };
  const raw = values[0]!;
  if (raw === '') return { kind: 'none' };
  if (raw.length > REFRESH_COOKIE_MAX_LENGTH) return { kind: 'invalid', reason: 'The refresh cookie is too large.' };
  const match = /^(\d{1,12})\.(.+)$/.exec(raw);
  if (!match) return { kind: 'invalid', reason: 'The refresh cookie is malformed.' };
  let token: string;
  try {
    token = decodeURIComponent(match[2]!);
  } catch {
    return { kind: 'invalid', reason: 'The refresh cookie is malformed.' };
  }
  if (!TOKEN_PATTERN.test(token)) return { kind: 'invalid', reason: 'The refresh cookie is malformed.' };
  const sessionStart = Number(match[1]);
  const now = nowSeconds();
  if (sessionStart > now + 60) return { kind: 'invalid', reason: 'The refresh cookie is malformed.' };
  if (sessionStart + SESSION_ABSOLUTE_LIFETIME_SECONDS <= now) {
    return { kind: 'invalid', reason: 'The session has reached its absolute lifetime.' };
  }
  return { kind: 'valid', token, sessionStart };
}

/** A refusal that also clears the cookie, so a bad cookie never comes back. */
export function refusedCookie(req: IncomingMessage, reason: string): AuthRouteError {
  return new AuthRouteError(401, reason, {}, expiredRefreshCookies(req));
}

/**
 * Wraps a local auth route: POST only (405 with Allow otherwise), same origin only, never cached,
 * and every refusal answered as JSON with a reason. Tokens are never logged.
 */
export function authRoute(handler: (req: NextApiRequest, res: NextApiResponse) => Promise<void>) {
  return async (req: NextApiRequest, res: NextApiResponse) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      if (req.method !== 'POST') throw new AuthRouteError(405, 'Only POST is allowed.', { Allow: 'POST' });
      assertSameOrigin(req);
      await handler(req, res);
    } catch (error) {
      if (error instanceof AuthRouteError) {
        for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
        if (error.setCookies.length > 0) res.setHeader('Set-Cookie', error.setCookies);
        res.status(error.status).json({ error: error.message });
        return;
      }
      console.error('[auth route] unexpected failure', error instanceof Error ? error.name : 'unknown');
      res.status(500).json({ error: 'Something went wrong.' });
    }
  };
}

const MOCK_NAMESPACE_HEADER = 'x-mock-namespace';
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Headers a server-side call to the site's backend passes on from the browser's request. Only for
 * the local mock backend of dev, demo and the tests: when API_URL_OVERRIDE points every site at
 * a loopback address, the browser's `x-mock-namespace` (each end-to-end test's private copy of
 * the mock's data, see api-client/mocks/store.ts) goes along, so the route revokes in the same
 * namespace the browser signed in to. Never in production: there API_URL_OVERRIDE is unset and
 * the backend is the brand's real API, which must not see a test header from a browser.
 */
export function localMockHeaders(req: IncomingMessage, apiUrl: string, apiUrlOverride: string | undefined): Record<string, string> {
  if (!apiUrlOverride) return {};
  let host: string;
  try {
    host = new URL(apiUrl).hostname.toLowerCase();
  } catch {
    return {};
  }
  if (!LOOPBACK.has(host) && host !== '::1') return {};
  const namespace = firstHeader(req.headers[MOCK_NAMESPACE_HEADER]);
  return namespace && /^[A-Za-z0-9_-]{1,64}$/.test(namespace) ? { [MOCK_NAMESPACE_HEADER]: namespace } : {};
}
