import { ACCOUNT_ERROR_CODES, MESSAGES, type AccountErrorCode } from '@tpp/contracts';
import { moduleException, type ErrorSpec } from '../../infrastructure/http/module-exception.js';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';
export const RESET_LINK_INVALID_MESSAGE =
  'This password reset link is invalid or has expired. Please request a new one.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct.';
export const EMAIL_MISMATCH_MESSAGE = 'This email address does not match the invitation.';
export const INVALID_CODE_MESSAGE = 'This code is not correct, was used already or has expired.';

export const ACCOUNT_ERRORS: Record<AccountErrorCode, ErrorSpec> = {
  [ACCOUNT_ERROR_CODES.invalidCredentials]: { status: 401, message: INVALID_CREDENTIALS_MESSAGE },
  [ACCOUNT_ERROR_CODES.magicLinkInvalid]: { status: 400, message: MESSAGES.magicLinkInvalid },
  [ACCOUNT_ERROR_CODES.resetLinkInvalid]: { status: 400, message: RESET_LINK_INVALID_MESSAGE },
  [ACCOUNT_ERROR_CODES.registrationCodeNotFound]: { status: 404, message: MESSAGES.registrationLookupFailed },
  [ACCOUNT_ERROR_CODES.registrationCodeInvalid]: { status: 400, message: MESSAGES.registrationLookupFailed },
  [ACCOUNT_ERROR_CODES.emailMismatch]: { status: 400, message: EMAIL_MISMATCH_MESSAGE },
  [ACCOUNT_ERROR_CODES.wrongPassword]: { status: 400, message: WRONG_CURRENT_PASSWORD_MESSAGE },
  [ACCOUNT_ERROR_CODES.noTeam]: {
    status: 403,
    message: 'Your account does not belong to an organization yet.',
  },
  // Two-factor sign-in (two-factor/README.md).
  [ACCOUNT_ERROR_CODES.signInStepExpired]: {
    status: 401,
    message: 'This sign-in has expired. Please sign in again.',
  },
  [ACCOUNT_ERROR_CODES.invalidCode]: { status: 400, message: INVALID_CODE_MESSAGE },
  [ACCOUNT_ERROR_CODES.twoFactorAlreadyOn]: { status: 409, message: 'Two-factor sign-in is already on.' },
  [ACCOUNT_ERROR_CODES.twoFactorNotOn]: {
    status: 409,
    message: 'Two-factor sign-in is not on. Set it up first.',
  },
  [ACCOUNT_ERROR_CODES.twoFactorRequired]: {
    status: 403,
    message: 'Staff and platform admins must keep two-factor sign-in on.',
  },
  [ACCOUNT_ERROR_CODES.twoFactorWhileActing]: {
    status: 403,
    message: 'Return to your own account to change its two-factor sign-in.',
  },
};

/** The one exception type of the accounts module: `throw new AccountsException(ACCOUNT_ERROR_CODES.noTeam)`. */
export class AccountsException extends moduleException(ACCOUNT_ERRORS) {}
