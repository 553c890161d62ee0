import { ADMIN_ERROR_CODES, ADMIN_MESSAGES } from '@tpp/contracts';
import { moduleException, type ErrorSpec } from '../../infrastructure/http/module-exception.js';

/**
 * The admin module's errors: the role refusals are 403 (re-enabling oneself too), disabling
 * oneself 400, disabling the last active platform admin 409, unknown teams and users 404.
 */
export const ADMIN_ERRORS: Record<string, ErrorSpec> = {
  [ADMIN_ERROR_CODES.adminOnly]: { status: 403, message: ADMIN_MESSAGES.adminOnly },
  [ADMIN_ERROR_CODES.staffOnly]: { status: 403, message: ADMIN_MESSAGES.staffOnly },
  [ADMIN_ERROR_CODES.cannotSpoof]: { status: 403, message: ADMIN_MESSAGES.cannotSpoof },
  [ADMIN_ERROR_CODES.cannotDisableSelf]: { status: 400, message: ADMIN_MESSAGES.cannotDisableSelf },
  [ADMIN_ERROR_CODES.cannotEnableSelf]: { status: 403, message: ADMIN_MESSAGES.cannotEnableSelf },
  [ADMIN_ERROR_CODES.lastAdmin]: { status: 409, message: ADMIN_MESSAGES.lastAdmin },
  [ADMIN_ERROR_CODES.cannotSpoofDisabled]: { status: 403, message: ADMIN_MESSAGES.cannotSpoofDisabled },
  [ADMIN_ERROR_CODES.teamNotFound]: { status: 404, message: ADMIN_MESSAGES.teamNotFound },
  [ADMIN_ERROR_CODES.userNotFound]: { status: 404, message: ADMIN_MESSAGES.userNotFound },
};

export class AdminException extends moduleException(ADMIN_ERRORS) {}
