/** Validation rules applied by both the forms and the server. Pure functions. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAGIC_LINK_LIFETIME_MINUTES = 15;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 256;
export const MAX_NAME_LENGTH = 120;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email.trim());
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isLongEnoughPassword(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH;
}

/** Set-password forms (confirm account, reset password): the first failing rule's message, or null. */
export function checkNewPassword(password: string, confirmation: string): 'mismatch' | 'too_short' | null {
  if (password !== confirmation) return 'mismatch';
  if (!isLongEnoughPassword(password)) return 'too_short';
  return null;
}
