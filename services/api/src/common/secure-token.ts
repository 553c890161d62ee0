import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session cookies, CSRF tokens, mailed links. */
export function createSecureToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A new public id of a sheet or collection: 12 random bytes (96 bits) as base64url, 16 characters,
 * never sequential. What the API accepts back is PUBLIC_ID_PATTERN (@tpp/contracts).
 */
export function newPublicId(): string {
  return randomBytes(12).toString('base64url');
}

/** What the database keeps instead of a token: its SHA-256 in hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Tokens we issue are 43 base64url characters; anything else is rejected before a lookup. */
export function looksLikeSecureToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** Compares two secrets in constant time for equal lengths. */
export function secretsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
