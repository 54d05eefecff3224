import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import { AUTH_ROUTE_MAX_BODY_BYTES } from '@/config/auth';
import { serverEnv, sessionCookieSecrets } from '@/config/env';
import { LOCAL_HOSTS } from '@/config/hosts';
import { sites } from '@/config/site-registry';
import type { SiteConfig } from '@/config/site-schema';
import { effectiveApiUrl } from '@/lib/api-url';
import { expiringCookieLines, readRefreshCookie, refreshCookieLine, type ReadRefreshCookie } from '@/lib/auth/refresh-cookie';
import { requestHost } from '@/lib/routing/request-host';
import { normaliseHost, resolveSiteId } from '@/lib/routing/resolve-site';

/** An answer of a local auth route: a status and a JSON body with a reason for every refusal. */
export class AuthRouteError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Set-Cookie lines of the refusal (a bad cookie is cleared in the same answer). */
    readonly setCookies: string[] = [],
    /** More of the answer's body beside the reason (the backend's problem+json). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The host the request was made to, by the proxy's rule (lib/routing/request-host.ts): Host, or
 * X-Forwarded-Host only behind a proxy the deployment names (FORWARDED_HOST_TRUSTED).
 */
export function requestHostOf(req: IncomingMessage): string | undefined {
  return requestHost((name) => firstHeader(req.headers[name]), serverEnv().FORWARDED_HOST_TRUSTED);
}

/**
 * The site a request was made to, from its host, exactly as proxy.ts resolves it: a production
 * host, or `<site-id>.localhost` and localhost where the deployment allows local hosts
 * (ALLOW_LOCAL_HOSTS).
 */
export function siteOfRequest(req: IncomingMessage): SiteConfig | undefined {
  const id = resolveSiteId(requestHostOf(req), sites, { localHosts: serverEnv().ALLOW_LOCAL_HOSTS });
  return id ? sites.find((site) => site.id === id) : undefined;
}

/**
 * Whether the site is served over https. A site's configured production hosts are always https,
 * also behind a proxy that does not set X-Forwarded-Proto; other hosts (localhost, previews)
 * count as https when the proxy says so or the connection itself is TLS.
 */
export function requestIsHttps(req: IncomingMessage): boolean {
  const host = normaliseHost(requestHostOf(req));
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
  const host = requestHostOf(req);
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

/** A required string field of a body, at most `maxLength` long, with a reason for each way it can be wrong. */
export function requiredText(field: string, maxLength: number) {
  return z
    .string({ error: `${field} is required and must be a string.` })
    .min(1, `${field} is required.`)
    .max(maxLength, `${field} is too long.`);
}

/** Reads a JSON body (readJsonBody) checked by `schema`: a 400 with the first problem's reason, or `invalid`. */
export async function readJsonBodyAs<Schema extends z.ZodType>(req: IncomingMessage, schema: Schema, invalid: string): Promise<z.output<Schema>> {
  const parsed = schema.safeParse(await readJsonBody(req));
  if (!parsed.success) throw new AuthRouteError(400, parsed.error.issues[0]?.message ?? invalid);
  return parsed.data;
}

/** Reads a JSON body when there is one: the refresh route takes none (an early script may POST without a body). */
export async function readOptionalJsonBody(req: IncomingMessage): Promise<unknown> {
  const declared = firstHeader(req.headers['content-length']);
  const chunked = firstHeader(req.headers['transfer-encoding']);
  const contentType = firstHeader(req.headers['content-type']);
  if (!contentType && (declared === undefined || declared === '0') && !chunked) return undefined;
  return readJsonBody(req);
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The host a request's refresh cookie belongs to: its host (lib/routing/request-host.ts), normalised. */
export function cookieHostOf(req: IncomingMessage): string {
  return normaliseHost(requestHostOf(req));
}

function requestPathOf(req: IncomingMessage): string {
  return req.url ?? '/api/auth';
}

/** The request's refresh cookie, checked against this host and the deployment's secrets (lib/auth/refresh-cookie.ts). */
export function readSessionCookie(req: IncomingMessage): ReadRefreshCookie {
  return readRefreshCookie(firstHeader(req.headers.cookie), cookieHostOf(req), sessionCookieSecrets(serverEnv()), nowSeconds());
}

/** The Set-Cookie line that stores `token` for this host, signed, for the session that started at `sessionStart`. */
export function sessionCookieLine(req: IncomingMessage, token: string, sessionStart: number = nowSeconds()): string {
  const [secret] = sessionCookieSecrets(serverEnv());
  return refreshCookieLine({ token, sessionStart, host: cookieHostOf(req), secret: secret!, nowSeconds: nowSeconds() });
}

/**
 * Lines that expire the refresh cookie: with `current`, this host's own as well as every old or
 * planted one a request here may carry (lib/auth/refresh-cookie.ts, expiringCookieLines).
 */
export function expiredSessionCookieLines(req: IncomingMessage, current = true): string[] {
  return expiringCookieLines({ host: cookieHostOf(req), requestPath: requestPathOf(req), current });
}

/** Adds Set-Cookie lines to an answer, keeping those already set. */
export function appendSetCookie(res: ServerResponse, lines: readonly string[]): void {
  if (lines.length === 0) return;
  const existing = res.getHeader('set-cookie');
  const before = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  res.setHeader('Set-Cookie', [...before, ...lines]);
}

/** A refusal that also clears the cookie, so a bad cookie never comes back. */
export function refusedCookie(req: IncomingMessage, reason: string): AuthRouteError {
  return new AuthRouteError(401, reason, {}, expiredSessionCookieLines(req));
}

/**
 * Whether the browser gave up on this request (it closed the connection: the owner signed out
 * while a refresh or sign-in was on its way). Then nothing is stored: the route revokes the
 * tokens it just got instead of answering them to nobody.
 */
export function browserLeft(req: IncomingMessage): boolean {
  return (req.socket as { destroyed?: boolean } | undefined)?.destroyed === true;
}

/** The site's backend as the routes call it: its apiUrl (the override in dev and tests) and the headers to pass on. */
export function backendOf(req: IncomingMessage): { site: SiteConfig; apiUrl: string; headers: Record<string, string> } {
  const site = siteOfRequest(req);
  if (!site) throw new AuthRouteError(404, 'Unknown site.');
  const env = serverEnv();
  const apiUrl = effectiveApiUrl(site, env.API_URL_OVERRIDE);
  return { site, apiUrl, headers: localMockHeaders(req, apiUrl, env.API_URL_OVERRIDE) };
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
      // A cookie of an old name (or one planted under it for the parent domain) is never read, and
      // expired in whatever this route answers.
      if (readSessionCookie(req).legacy) appendSetCookie(res, expiredSessionCookieLines(req, false));
      await handler(req, res);
    } catch (error) {
      if (error instanceof AuthRouteError) {
        for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
        appendSetCookie(res, error.setCookies);
        res.status(error.status).json({ error: error.message, ...error.body });
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
