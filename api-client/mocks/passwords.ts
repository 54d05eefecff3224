import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The mock's password rule (documented in the contract): 8+ characters with a letter and a digit. */
export function isStrongEnough(password: string): boolean {
  return password.length >= 8 && /\p{L}/u.test(password) && /\d/.test(password);
}

export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

/** A salted hash: plain text never sits in the store. SHA-256 is enough for a mock. */
export function hashPassword(password: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${password}`).digest('hex');
}

export function passwordMatches(password: string, salt: string, hash: string | null): boolean {
  if (hash === null) return false;
  const candidate = Buffer.from(hashPassword(password, salt), 'hex');
  const expected = Buffer.from(hash, 'hex');
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}
