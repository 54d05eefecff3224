import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { mockSettings } from './mock-settings';
import { unauthorized } from './problem';
import type { MockStore } from './store';
import type { CustomerRecord, Partition } from './store-types';

const ISSUER = 'owner-portal-mock';

export interface AccessTokenClaims {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
  aud: string;
  iss: string;
  iat: number;
  /** Seconds since the epoch (docs/product.md#auth-and-session). */
  exp: number;
  jti: string;
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/** An HS256 JWT signed with the store's key. */
export function signAccessToken(store: MockStore, claims: AccessTokenClaims): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', store.signingKey).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** The claims of a valid token of this partition; a 401 problem for anything else. */
export function verifyAccessToken(store: MockStore, partition: Partition, token: string): AccessTokenClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw unauthorized('The access token is malformed.');
  const [header, payload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', store.signingKey).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw unauthorized('The access token signature is invalid.');
  }
  let claims: AccessTokenClaims;
  try {
    const parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
    if (parsedHeader.alg !== 'HS256') throw new Error('alg');
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as AccessTokenClaims;
  } catch {
    throw unauthorized('The access token is malformed.');
  }
  if (typeof claims.exp !== 'number' || claims.exp <= Math.floor(store.now(partition.key).getTime() / 1000)) {
    throw unauthorized('The access token has expired.');
  }
  if (claims.aud !== partition.key || claims.iss !== ISSUER) throw unauthorized('The access token is for another site.');
  return claims;
}

/** The signed-in customer of a request, from its `Authorization: Bearer` header. */
export function authenticate(store: MockStore, partition: Partition, authorization: string | null): CustomerRecord {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match) throw unauthorized(authorization ? 'The Authorization header is malformed.' : 'An access token is required.');
  const claims = verifyAccessToken(store, partition, match[1]!);
  const customer = partition.customers.find((c) => c.customerId === claims.sub && c.status === 'active');
  if (!customer) throw unauthorized('The account no longer exists.');
  return customer;
}

/** A family of refresh tokens: one sign-in, and when it was. */
interface Family {
  id: string;
  sessionStartedAt: number;
}

/**
 * A new refresh token of a family. It never outlives the session: its expiry is cut at the
 * family's absolute end (the sign-in plus MOCK_SESSION_MAX_SECONDS), as a good identity provider's is.
 */
function refreshTokenFor(store: MockStore, partition: Partition, customer: CustomerRecord, family: Family) {
  const token = randomBytes(32).toString('base64url');
  const sessionEndsAt = family.sessionStartedAt + mockSettings.sessionMaxSeconds() * 1000;
  const expiresAt = Math.min(store.now(partition.key).getTime() + mockSettings.refreshTokenTtlSeconds() * 1000, sessionEndsAt);
  store.refreshTokens.set(token, {
    partitionKey: partition.key,
    customerId: customer.customerId,
    family: family.id,
    sessionStartedAt: family.sessionStartedAt,
    expiresAt,
    used: false,
    revoked: false,
  });
  return { token, expires: new Date(expiresAt).toISOString() };
}

/**
 * The answer of sign-in and refresh (docs/product.md#auth-and-session): accessToken.token and
 * refreshToken.token. Without `family`, a new session (a sign-in) starting now.
 */
export function issueTokens(
  store: MockStore,
  partition: Partition,
  customer: CustomerRecord,
  family: Family = { id: randomUUID(), sessionStartedAt: store.now(partition.key).getTime() },
) {
  const iat = Math.floor(store.now(partition.key).getTime() / 1000);
  const exp = iat + mockSettings.accessTokenTtlSeconds();
  const accessToken = signAccessToken(store, {
    sub: customer.customerId,
    email: customer.email,
    given_name: customer.firstName,
    family_name: customer.lastName,
    aud: partition.key,
    iss: ISSUER,
    iat,
    exp,
    jti: randomUUID(),
  });
  return {
    accessToken: { token: accessToken, expires: new Date(exp * 1000).toISOString() },
    refreshToken: refreshTokenFor(store, partition, customer, family),
  };
}

function revokeFamily(store: MockStore, family: string): void {
  for (const other of store.refreshTokens.values()) if (other.family === family) other.revoked = true;
}

/**
 * Rotates a refresh token. A used one is theft or a bug: the whole family is revoked. As real
 * identity providers do, a token used again within the reuse grace window (a response lost on
 * the way, two tabs racing) is answered with new tokens of the same family instead. A session
 * ends MOCK_SESSION_MAX_SECONDS after its sign-in whatever its tokens say: the family is revoked.
 */
export function rotateRefreshToken(store: MockStore, partition: Partition, token: string) {
  const record = store.refreshTokens.get(token);
  if (!record || record.partitionKey !== partition.key) throw unauthorized('The refresh token is unknown.');
  const now = store.now(partition.key).getTime();
  const withinGrace =
    record.used && !record.revoked && record.usedAt !== undefined && now - record.usedAt <= mockSettings.refreshReuseGraceSeconds() * 1000;
  if ((record.used && !withinGrace) || record.revoked) {
    revokeFamily(store, record.family);
    throw unauthorized('The refresh token has already been used or revoked.');
  }
  if (now >= record.sessionStartedAt + mockSettings.sessionMaxSeconds() * 1000) {
    revokeFamily(store, record.family);
    throw unauthorized('The session has reached its absolute lifetime. Sign in again.');
  }
  if (record.expiresAt <= now) throw unauthorized('The refresh token has expired.');
  const customer = partition.customers.find((c) => c.customerId === record.customerId && c.status === 'active');
  if (!customer) throw unauthorized('The account no longer exists.');
  if (!record.used) {
    record.used = true;
    record.usedAt = now;
  }
  return issueTokens(store, partition, customer, { id: record.family, sessionStartedAt: record.sessionStartedAt });
}

/**
 * Sign-out: the token's whole family is revoked, so a token rotated from it before the sign-out
 * (one a thief took, or one a late refresh got) no longer works either.
 */
export function revokeRefreshToken(store: MockStore, partition: Partition, token: string): void {
  const record = store.refreshTokens.get(token);
  if (record && record.partitionKey === partition.key) revokeFamily(store, record.family);
}

/** Every session of a customer ends (password changed elsewhere, account deleted). */
export function revokeAllRefreshTokens(store: MockStore, customerId: string): void {
  for (const record of store.refreshTokens.values()) if (record.customerId === customerId) record.revoked = true;
}
