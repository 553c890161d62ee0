import {
  COMMON_ERROR_CODES,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  normaliseEmail,
  PASSWORD_RULE_MESSAGES,
} from '@tpp/contracts';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AccountsException } from '../accounts.errors.js';

/**
 * The password policy, checked wherever a password is SET: account confirmation (an invitation
 * accepted), password reset and password change (admins and team admins create accounts without a
 * password: the invited person sets one by confirming). Sign-in never checks it, so a password set
 * under an older rule keeps working until its next change.
 *
 * Rules, in the order they are checked (the first broken one is the answer):
 * - at least MIN_PASSWORD_LENGTH (8) characters, at most MAX_PASSWORD_LENGTH;
 * - not the account's email address, nor the part before its @ (ignoring case and surrounding
 *   spaces);
 * - not on `services/api/data/common-passwords.txt`, the 10,000 most common passwords of 8 or more
 *   characters (ignoring case and surrounding spaces; its source and licence are in data/README.md).
 *   The list stays on the server: the forms check only the length.
 *
 * A broken rule answers 400 INVALID_INPUT naming the field (`password` or `new_password`) with the
 * rule's own message (PASSWORD_RULE_MESSAGES in @tpp/contracts), which the forms show as it is.
 */

export type PasswordRule = keyof typeof PASSWORD_RULE_MESSAGES;

/** services/api/data/common-passwords.txt: the same relative path from src/ (tests) and dist/ (built). */
export const COMMON_PASSWORDS_FILE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../data/common-passwords.txt',
);

/** Read once, when the module loads: a missing list stops the API at start, not at the first reset. */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

/** How many passwords the list holds (for tests and the README). */
export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.size;

/** The first rule `password` breaks for the account with `email` (null: no address to compare), or null. */
export function brokenPasswordRule(password: string, email: string | null): PasswordRule | null {
  if (password.length < MIN_PASSWORD_LENGTH) return 'tooShort';
  if (password.length > MAX_PASSWORD_LENGTH) return 'tooLong';
  const folded = password.trim().toLowerCase();
  if (email) {
    const address = normaliseEmail(email);
    const localPart = address.slice(0, address.lastIndexOf('@'));
    if (folded === address || (localPart !== '' && folded === localPart)) return 'email';
  }
  if (COMMON_PASSWORDS.has(folded)) return 'common';
  return null;
}

/**
 * Throws 400 INVALID_INPUT naming `field` with the broken rule's message; does nothing for an
 * acceptable password. One call per place a password is set, before it is hashed.
 */
export function assertPasswordAllowed(password: string, field: string, email: string | null): void {
  const rule = brokenPasswordRule(password, email);
  if (rule === null) return;
  const message = PASSWORD_RULE_MESSAGES[rule];
  throw new AccountsException(COMMON_ERROR_CODES.invalidInput, { message, fields: { [field]: [message] } });
}
