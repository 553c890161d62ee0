import { ACCOUNT_ERROR_CODES, MESSAGES, type AccountErrorCode } from '@tpp/contracts';
import { moduleException, type ErrorSpec } from '../../infrastructure/http/module-exception.js';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';
export const RESET_LINK_INVALID_MESSAGE =
  'This password reset link is invalid or has expired. Please request a new one.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct.';
export const EMAIL_MISMATCH_MESSAGE = 'This email address does not match the invitation.';

export const ACCOUNT_ERRORS: Record<AccountErrorCode, ErrorSpec> = {
  [ACCOUNT_ERROR_CODES.invalidCredentials]: { status: 401, message: INVALID_CREDENTIALS_MESSAGE },
  [ACCOUNT_ERROR_CODES.magicLinkInvalid]: { status: 400, message: MESSAGES.magicLinkInvalid },
  [ACCOUNT_ERROR_CODES.resetLinkInvalid]: { status: 400, message: RESET_LINK_INVALID_MESSAGE },
  [ACCOUNT_ERROR_CODES.registrationCodeNotFound]: { status: 404, message: MESSAGES.registrationLookupFailed },
  [ACCOUNT_ERROR_CODES.registrationCodeInvalid]: { status: 400, message: MESSAGES.registrationLookupFailed },
  [ACCOUNT_ERROR_CODES.emailMismatch]: { status: 400, message: EMAIL_MISMATCH_MESSAGE },
  [ACCOUNT_ERROR_CODES.wrongPassword]: { status: 400, message: WRONG_CURRENT_PASSWORD_MESSAGE },
  [ACCOUNT_ERROR_CODES.emailExists]: { status: 409, message: MESSAGES.emailExists },
  [ACCOUNT_ERROR_CODES.noTeam]: {
    status: 403,
    message: 'Your account does not belong to an organization yet.',
  },
};

/** The one exception type of the accounts module: `throw new AccountsException(ACCOUNT_ERROR_CODES.noTeam)`. */
export class AccountsException extends moduleException(ACCOUNT_ERRORS) {}
