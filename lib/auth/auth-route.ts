import type { IncomingMessage } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import {
  AUTH_ROUTE_MAX_BODY_BYTES,
  REFRESH_COOKIE_NAME,
  REFRESH_COOKIE_PATH,
  REFRESH_TOKEN_LIFETIME_SECONDS,
} from '@/config/auth';

/** An answer of a local auth route: a status and a JSON body with a reason for every refusal. */
export class AuthRouteError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function requestIsHttps(req: IncomingMessage): boolean {
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
  const host = firstHeader(req.headers['x-forwarded-host']) ?? firstHeader(req.headers.host);
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

function cookieAttributes(req: IncomingMessage, maxAgeSeconds: number): string {
  const parts = [`Path=${REFRESH_COOKIE_PATH}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict'];
  if (requestIsHttps(req)) parts.push('Secure');
  return parts.join('; ');
}

export function refreshCookie(req: IncomingMessage, token: string): string {
  return `${REFRESH_COOKIE_NAME}=${encodeURIComponent(token)}; ${cookieAttributes(req, REFRESH_TOKEN_LIFETIME_SECONDS)}`;
}

export function expiredRefreshCookie(req: IncomingMessage): string {
  return `${REFRESH_COOKIE_NAME}=; ${cookieAttributes(req, 0)}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

export function readRefreshCookie(req: IncomingMessage): string | undefined {
  const header = req.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === REFRESH_COOKIE_NAME) {
      const token = decodeURIComponent(value.join('='));
      return token || undefined;
    }
  }
  return undefined;
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
        res.status(error.status).json({ error: error.message });
        return;
      }
      console.error('[auth route] unexpected failure', error instanceof Error ? error.name : 'unknown');
      res.status(500).json({ error: 'Something went wrong.' });
    }
  };
}
