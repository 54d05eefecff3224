import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  LEGACY_REFRESH_COOKIE_NAMES,
  REFRESH_COOKIE_MAX_LENGTH,
  REFRESH_COOKIE_NAME,
  REFRESH_COOKIE_PATH,
  REFRESH_COOKIE_VALUE_VERSION,
  REFRESH_TOKEN_LIFETIME_SECONDS,
  SESSION_ABSOLUTE_LIFETIME_SECONDS,
} from '@/config/auth';

/*
 * The refresh cookie on the server (docs/session.md): its signed value, reading it from a request's
 * Cookie header, and the Set-Cookie lines that write and expire it. No framework here: the routes
 * (lib/auth/auth-route.ts, pages/api/auth/*) pass in the host, the secrets and the clock.
 */

export type RefreshCookieValue =
  | { kind: 'none' }
  | { kind: 'valid'; token: string; sessionStart: number }
  /** Malformed, duplicated, oversized, not signed for this host, or past the absolute end: refused and cleared. */
  | { kind: 'invalid'; reason: string };

export interface ReadRefreshCookie {
  cookie: RefreshCookieValue;
  /** A cookie of an old name (LEGACY_REFRESH_COOKIE_NAMES) came along: never read, to be expired. */
  legacy: boolean;
}

/** What a refresh token may be made of (the mock's are base64url; real providers' JWTs or opaque strings). */
const TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]{16,2048}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * The signature binds the token to the session's start and to the host the cookie was set on: a
 * value copied from another site's host, or changed in any part, does not verify.
 */
function signature(secret: string, host: string, sessionStart: number, token: string): Buffer {
  return createHmac('sha256', secret).update(`${REFRESH_COOKIE_VALUE_VERSION}\n${host}\n${sessionStart}\n${token}`).digest();
}

/** `v1.<session start, seconds>.<token, base64url>.<HMAC-SHA256, base64url>`. */
export function signedCookieValue(token: string, sessionStart: number, host: string, secret: string): string {
  const encodedToken = Buffer.from(token, 'utf8').toString('base64url');
  const mac = signature(secret, host, sessionStart, token).toString('base64url');
  return `${REFRESH_COOKIE_VALUE_VERSION}.${sessionStart}.${encodedToken}.${mac}`;
}

/** Checks a cookie value: ours (format), signed by one of `secrets` for `host`, and within the absolute lifetime. */
export function verifyCookieValue(raw: string, host: string, secrets: readonly string[], nowSeconds: number): RefreshCookieValue {
  if (raw.length > REFRESH_COOKIE_MAX_LENGTH) return { kind: 'invalid', reason: 'The refresh cookie is too large.' };
  const parts = raw.split('.');
  if (parts.length !== 4 || parts[0] !== REFRESH_COOKIE_VALUE_VERSION) return { kind: 'invalid', reason: 'The refresh cookie is malformed.' };
  const [, start, encodedToken, mac] = parts as [string, string, string, string];
  if (!/^\d{1,12}$/.test(start) || !BASE64URL.test(encodedToken) || !BASE64URL.test(mac)) {
    return { kind: 'invalid', reason: 'The refresh cookie is malformed.' };
  }
  const token = Buffer.from(encodedToken, 'base64url').toString('utf8');
  if (!TOKEN_PATTERN.test(token)) return { kind: 'invalid', reason: 'The refresh cookie is malformed.' };
  const sessionStart = Number(start);
  const given = Buffer.from(mac, 'base64url');
  const signedHere = secrets.some((secret) => {
    const expected = signature(secret, host, sessionStart, token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!signedHere) return { kind: 'invalid', reason: 'The refresh cookie was not set by this host.' };
  if (sessionStart > nowSeconds + 60) return { kind: 'invalid', reason: 'The refresh cookie is malformed.' };
  if (sessionStart + SESSION_ABSOLUTE_LIFETIME_SECONDS <= nowSeconds) {
    return { kind: 'invalid', reason: 'The session has reached its absolute lifetime.' };
  }
  return { kind: 'valid', token, sessionStart };
}

/** The name=value pairs of a Cookie header, in order (the browser sends nothing else of a cookie). */
function cookiePairs(header: string): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    const name = (at === -1 ? part : part.slice(0, at)).trim();
    if (name) pairs.push([name, at === -1 ? '' : part.slice(at + 1).trim()]);
  }
  return pairs;
}

/**
 * The refresh cookie of a request, checked. Only REFRESH_COOKIE_NAME is read: a `__Host-` cookie
 * can only have been set by this host itself, so no sibling subdomain can plant one. Two of them
 * cannot both be there; if they are, the ambiguity is refused rather than guessed at.
 */
export function readRefreshCookie(cookieHeader: string | undefined, host: string, secrets: readonly string[], nowSeconds: number): ReadRefreshCookie {
  const pairs = cookiePairs(cookieHeader ?? '');
  const legacy = pairs.some(([name]) => (LEGACY_REFRESH_COOKIE_NAMES as readonly string[]).includes(name));
  const values = pairs.filter(([name]) => name === REFRESH_COOKIE_NAME).map(([, value]) => value);
  if (values.length === 0 || (values.length === 1 && values[0] === '')) return { cookie: { kind: 'none' }, legacy };
  if (values.length > 1) return { cookie: { kind: 'invalid', reason: 'The refresh cookie is duplicated.' }, legacy };
  return { cookie: verifyCookieValue(values[0]!, host, secrets, nowSeconds), legacy };
}

const BASE_ATTRIBUTES = 'HttpOnly; Secure; SameSite=Strict';
const EXPIRED = 'Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT';

/**
 * The Set-Cookie line of a session: its Max-Age is the refresh token's life, cut short at the
 * session's absolute end, so no rotation carries it past 30 days from sign-in.
 */
export function refreshCookieLine(input: { token: string; sessionStart: number; host: string; secret: string; nowSeconds: number }): string {
  const remaining = input.sessionStart + SESSION_ABSOLUTE_LIFETIME_SECONDS - input.nowSeconds;
  const maxAge = Math.max(0, Math.min(REFRESH_TOKEN_LIFETIME_SECONDS, remaining));
  const value = signedCookieValue(input.token, input.sessionStart, input.host, input.secret);
  return `${REFRESH_COOKIE_NAME}=${value}; Path=${REFRESH_COOKIE_PATH}; Max-Age=${maxAge}; ${BASE_ATTRIBUTES}`;
}

const IP_ADDRESS = /^(\d{1,3}\.){3}\d{1,3}$|^\[/;

/**
 * The Domain attributes a cookie sent to `host` may have been set with: the host itself and each
 * parent domain of two labels or more (aurora-bil.dk for mit.aurora-bil.dk; a bare top-level domain
 * is refused by browsers anyway). None for an IP address.
 */
export function cookieDomainsOf(host: string): string[] {
  if (!host || IP_ADDRESS.test(host)) return [];
  const labels = host.split('.');
  return labels.slice(0, -1).map((_label, index) => labels.slice(index).join('.'));
}

/** `/api/auth/refresh` → `/`, `/api`, `/api/auth`, `/api/auth/refresh`: every path a cookie sent with it may have. */
export function cookiePathsOf(requestPath: string): string[] {
  const segments = (requestPath.split(/[?#]/)[0] ?? '').split('/').filter(Boolean).slice(0, 8);
  const paths = ['/', ...segments.map((_segment, index) => `/${segments.slice(0, index + 1).join('/')}`)];
  return [...new Set([...paths, '/api/auth'])];
}

/**
 * Lines that expire every refresh cookie a request to `requestPath` on `host` may have carried,
 * except (unless `current`) this host's own current one: each old name, host-only and with the
 * Domain of the host and of each parent domain (what a sibling subdomain plants), at every path
 * the cookie could have had for this request to see it. The browser matches a cookie to expire
 * by name, domain and path, and sends none of these with the cookie, so all are named.
 */
export function expiringCookieLines(input: { host: string; requestPath: string; current: boolean }): string[] {
  const lines: string[] = [];
  if (input.current) lines.push(`${REFRESH_COOKIE_NAME}=; Path=${REFRESH_COOKIE_PATH}; ${EXPIRED}; ${BASE_ATTRIBUTES}`);
  const domains = ['', ...cookieDomainsOf(input.host).map((domain) => `; Domain=${domain}`)];
  for (const name of LEGACY_REFRESH_COOKIE_NAMES) {
    for (const domain of domains) {
      for (const path of cookiePathsOf(input.requestPath)) lines.push(`${name}=; Path=${path}${domain}; ${EXPIRED}; ${BASE_ATTRIBUTES}`);
    }
  }
  return lines;
}
