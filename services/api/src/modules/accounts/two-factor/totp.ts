import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { PRODUCT_NAME } from '@tpp/contracts';

/**
 * The authenticator codes (TOTP, RFC 6238: HMAC-SHA1, 6 digits, 30-second steps, what every
 * authenticator app reads from an otpauth:// URI), recovery codes and mailed sign-in codes.
 * Pure functions of their inputs and the time given: no database, no clock of their own.
 */

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one: a phone's clock a little off, a code typed late. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: PRODUCT_NAME,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new shared secret: 160 random bits (RFC 4226's recommendation) in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What an authenticator app reads: `otpauth://totp/<product>:<email>?secret=…&issuer=…`. */
export function otpauthUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/** The time step a moment falls in. */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of a step (tests, the demo script). */
export function totpCode(secret: string, step: number): string {
  return totpOf(secret).generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 });
}

/**
 * The step whose code `code` is, within TOTP_WINDOW steps of now; null when it is none of them.
 * The caller refuses a step not later than the last one used (a code works once).
 */
export function matchTotp(secret: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW });
  return delta === null ? null : totpStep(nowMs) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * Ten single-use recovery codes, 16 characters of a 31-letter alphabet (about 79 bits each),
 * shown as xxxx-xxxx-xxxx-xxxx.
 */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 16 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return [0, 4, 8, 12].map((start) => chars.slice(start, start + 4).join('')).join('-');
  });
}

/** What a typed recovery code is compared as: lower case, without spaces and dashes. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** The stored form of a recovery code (high entropy, so a plain SHA-256 suffices). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(`recovery:${normaliseRecoveryCode(code)}`)
    .digest('hex');
}

/** A mailed sign-in code: 6 random digits. */
export function newEmailCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The stored form of a mailed code: bound to the challenge's token, which only the cookie holds. */
export function hashEmailCode(challengeToken: string, code: string): string {
  return createHash('sha256').update(`email-code:${challengeToken}:${code}`).digest('hex');
}

export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** `a•••@agency.example`: where a code went, without giving the address away. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
