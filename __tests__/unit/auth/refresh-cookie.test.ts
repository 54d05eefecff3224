/** @jest-environment node */
import { DEVELOPMENT_ONLY_SESSION_COOKIE_SECRET, SESSION_ABSOLUTE_LIFETIME_SECONDS } from '@/config/auth';
import { parseEnv, sessionCookieSecrets, sessionSecretProblem } from '@/config/env';
import {
  cookieDomainsOf,
  cookiePathsOf,
  expiringCookieLines,
  readRefreshCookie,
  refreshCookieLine,
  signedCookieValue,
  verifyCookieValue,
} from '@/lib/auth/refresh-cookie';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const HOST = 'mit.aurora-bil.dk';
const TOKEN = 'rt_0123456789abcdef+/=';
const NOW = 1_800_000_000;

describe('the refresh cookie’s signed value', () => {
  it('verifies for the host and secret it was signed with, and for nothing else', () => {
    const value = signedCookieValue(TOKEN, NOW - 60, HOST, SECRET);
    expect(verifyCookieValue(value, HOST, [SECRET], NOW)).toEqual({ kind: 'valid', token: TOKEN, sessionStart: NOW - 60 });
    // A value copied to a sibling host, or signed with another deployment's secret, is foreign.
    expect(verifyCookieValue(value, 'mit.volta-ev.se', [SECRET], NOW)).toEqual({ kind: 'invalid', reason: 'The refresh cookie was not set by this host.' });
    expect(verifyCookieValue(value, HOST, ['another-secret-of-at-least-thirty-two-chars'], NOW).kind).toBe('invalid');
    // After a secret change, the previous one still verifies while it is listed.
    expect(verifyCookieValue(value, HOST, ['a-new-secret-of-at-least-thirty-two-characters', SECRET], NOW).kind).toBe('valid');
  });

  it('refuses any change to its parts', () => {
    const [version, start, token, mac] = signedCookieValue(TOKEN, NOW, HOST, SECRET).split('.') as [string, string, string, string];
    const otherToken = Buffer.from('rt_fedcba9876543210abcd').toString('base64url');
    for (const tampered of [
      [version, String(Number(start) - 1), token, mac],
      [version, start, otherToken, mac],
      [version, start, token, `${mac.slice(0, -2)}AA`],
      ['v2', start, token, mac],
      [version, start, token],
    ]) {
      expect(verifyCookieValue(tampered.join('.'), HOST, [SECRET], NOW).kind).toBe('invalid');
    }
    expect(verifyCookieValue(`${NOW}.${TOKEN}`, HOST, [SECRET], NOW)).toEqual({ kind: 'invalid', reason: 'The refresh cookie is malformed.' });
  });

  it('ends at the session’s absolute lifetime', () => {
    const old = signedCookieValue(TOKEN, NOW - SESSION_ABSOLUTE_LIFETIME_SECONDS, HOST, SECRET);
    expect(verifyCookieValue(old, HOST, [SECRET], NOW)).toEqual({ kind: 'invalid', reason: 'The session has reached its absolute lifetime.' });
  });

  it('reads only the __Host- cookie, notes one of the old name, and refuses two', () => {
    const value = signedCookieValue(TOKEN, NOW, HOST, SECRET);
    expect(readRefreshCookie(`owner_portal_rt=${NOW}.${TOKEN}; __Host-owner_portal_rt=${value}`, HOST, [SECRET], NOW)).toEqual({
      cookie: { kind: 'valid', token: TOKEN, sessionStart: NOW },
      legacy: true,
    });
    expect(readRefreshCookie(`owner_portal_rt=${value}`, HOST, [SECRET], NOW)).toEqual({ cookie: { kind: 'none' }, legacy: true });
    expect(readRefreshCookie(`__Host-owner_portal_rt=${value}; __Host-owner_portal_rt=${value}`, HOST, [SECRET], NOW).cookie.kind).toBe('invalid');
  });

  it('is written Secure, HttpOnly, SameSite=Strict, at Path=/ with no Domain (the __Host- rules)', () => {
    const line = refreshCookieLine({ token: TOKEN, sessionStart: NOW, host: HOST, secret: SECRET, nowSeconds: NOW });
    expect(line).toMatch(/^__Host-owner_portal_rt=v1\.\d+\.[\w-]+\.[\w-]+; Path=\/; Max-Age=1209600; HttpOnly; Secure; SameSite=Strict$/);
  });
});

describe('expiring every cookie a sibling could have planted', () => {
  it('names the host and each parent domain, never a bare top-level domain or an address', () => {
    expect(cookieDomainsOf('mit.aurora-bil.dk')).toEqual(['mit.aurora-bil.dk', 'aurora-bil.dk']);
    expect(cookieDomainsOf('aurora-dk.localhost')).toEqual(['aurora-dk.localhost']);
    expect(cookieDomainsOf('localhost')).toEqual([]);
    expect(cookieDomainsOf('127.0.0.1')).toEqual([]);
    expect(cookieDomainsOf('[::1]')).toEqual([]);
  });

  it('names every path a cookie sent with the request may have', () => {
    expect(cookiePathsOf('/api/auth/logout?x=1')).toEqual(['/', '/api', '/api/auth', '/api/auth/logout']);
  });

  it('expires the old name at each of those, and ours only when asked', () => {
    const lines = expiringCookieLines({ host: HOST, requestPath: '/api/auth/logout', current: false });
    expect(lines).toHaveLength(3 * 4);
    expect(lines.every((line) => line.startsWith('owner_portal_rt=; ') && line.includes('Max-Age=0'))).toBe(true);
    expect(lines).toContain('owner_portal_rt=; Path=/api/auth; Domain=aurora-bil.dk; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict');
    const withOurs = expiringCookieLines({ host: HOST, requestPath: '/api/auth/logout', current: true });
    expect(withOurs[0]).toMatch(/^__Host-owner_portal_rt=; Path=\/; Max-Age=0/);
  });
});

describe('the signing secret', () => {
  const mock = 'http://127.0.0.1:4010/{site}';

  it('is required in production: a server without it refuses to start, naming it', () => {
    expect(sessionSecretProblem({ nodeEnv: 'production', secret: undefined, override: undefined, allowMock: false })).toMatch(/SESSION_COOKIE_SECRET/);
    // A mock allowed but a real backend: real tokens, so a real secret.
    expect(sessionSecretProblem({ nodeEnv: 'production', secret: undefined, override: 'https://api.aurora-bil.dk/{site}', allowMock: true })).toBeDefined();
    expect(() => sessionCookieSecrets(parseEnv({}), 'production', '')).toThrow(/SESSION_COOKIE_SECRET/);
    // Built against the mock, but a production server that was not told it may run on it.
    expect(sessionSecretProblem({ nodeEnv: 'production', secret: undefined, override: undefined, builtOverride: mock, allowMock: false })).toBeDefined();
  });

  it('falls back to the public development secret only in development or against the mock', () => {
    expect(sessionSecretProblem({ nodeEnv: 'development', secret: undefined, override: undefined, allowMock: false })).toBeUndefined();
    expect(sessionSecretProblem({ nodeEnv: 'production', secret: undefined, override: mock, allowMock: true })).toBeUndefined();
    // A build made against the mock, started on it (the end-to-end suite's production-host server).
    expect(sessionSecretProblem({ nodeEnv: 'production', secret: undefined, override: undefined, builtOverride: mock, allowMock: true })).toBeUndefined();
    expect(sessionCookieSecrets(parseEnv({ API_URL_OVERRIDE: mock, LOCAL_STACK_ONLY: '1' }), 'production', '')).toEqual([DEVELOPMENT_ONLY_SESSION_COOKIE_SECRET]);
  });

  it('signs with the secret set, verifies with the previous one too, and refuses a short one', () => {
    const env = parseEnv({ SESSION_COOKIE_SECRET: SECRET, SESSION_COOKIE_SECRET_PREVIOUS: `${SECRET}-old` });
    expect(sessionCookieSecrets(env, 'production')).toEqual([SECRET, `${SECRET}-old`]);
    expect(() => parseEnv({ SESSION_COOKIE_SECRET: 'short' })).toThrow(/SESSION_COOKIE_SECRET: expected at least 32 characters/);
  });

  it('reads FORWARDED_HOST_TRUSTED as a strict true/false, false unless set', () => {
    expect(parseEnv({}).FORWARDED_HOST_TRUSTED).toBe(false);
    expect(parseEnv({ FORWARDED_HOST_TRUSTED: 'true' }).FORWARDED_HOST_TRUSTED).toBe(true);
    expect(() => parseEnv({ FORWARDED_HOST_TRUSTED: '1' })).toThrow(/FORWARDED_HOST_TRUSTED/);
  });
});
