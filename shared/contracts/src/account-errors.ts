/** Machine codes in ApiErrorBody.error for the account area (sign-in, mailed links, passwords, registration). */
export const ACCOUNT_ERROR_CODES = {
  /** Sign-in with an unknown email or a wrong password (401, one answer for both). */
  invalidCredentials: 'INVALID_CREDENTIALS',
  /** A magic link that is unknown, used or expired (400). */
  magicLinkInvalid: 'MAGIC_LINK_INVALID',
  /** A password reset code that is unknown, used or expired (400). */
  resetLinkInvalid: 'RESET_LINK_INVALID',
  /** Looking up a registration code that is unknown, used or expired (404). */
  registrationCodeNotFound: 'REGISTRATION_CODE_NOT_FOUND',
  /** Confirming an account with a code that is unknown, used or expired (400). */
  registrationCodeInvalid: 'REGISTRATION_CODE_INVALID',
  /** The confirmed email is not the invited one (400, on the email field). */
  emailMismatch: 'EMAIL_MISMATCH',
  /** Changing the password with a wrong current password (400, on old_password). */
  wrongPassword: 'WRONG_PASSWORD',
  /** A signed-in user without a team calls a team route (403). */
  noTeam: 'NO_TEAM',
  /** A second sign-in step without a pending sign-in (none, expired, or another step) (401). */
  signInStepExpired: 'SIGN_IN_STEP_EXPIRED',
  /** A wrong, used or expired code at a second sign-in step or in the two-factor settings (400, on the field). */
  invalidCode: 'INVALID_CODE',
  /** Setting up two-factor sign-in that is already on (409). */
  twoFactorAlreadyOn: 'TWO_FACTOR_ALREADY_ON',
  /** Confirming, regenerating or turning off two-factor sign-in that is not on / not set up (409). */
  twoFactorNotOn: 'TWO_FACTOR_NOT_ON',
  /** Staff and platform admins cannot turn two-factor sign-in off (403). */
  twoFactorRequired: 'TWO_FACTOR_REQUIRED',
  /** Two-factor settings while acting as a team or seeing the app as another user (403). */
  twoFactorWhileActing: 'TWO_FACTOR_WHILE_ACTING',
} as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[keyof typeof ACCOUNT_ERROR_CODES];
