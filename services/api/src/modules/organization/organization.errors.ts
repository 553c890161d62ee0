import { ORGANIZATION_ERROR_CODES, ORGANIZATION_MESSAGES } from '@tpp/contracts';
import { moduleException, type ErrorSpec } from '../../infrastructure/http/module-exception.js';

/** Manage Organization's errors; another team's member or invitation answers 404 like a missing one. */
export const ORGANIZATION_ERRORS: Record<string, ErrorSpec> = {
  [ORGANIZATION_ERROR_CODES.memberNotFound]: {
    status: 404,
    message: 'The user is not a member of your organization.',
  },
  [ORGANIZATION_ERROR_CODES.lastTeamAdmin]: { status: 409, message: ORGANIZATION_MESSAGES.lastTeamAdmin },
  [ORGANIZATION_ERROR_CODES.cannotRemoveSelf]: {
    status: 409,
    message: ORGANIZATION_MESSAGES.cannotRemoveSelf,
  },
  [ORGANIZATION_ERROR_CODES.invitationNotFound]: {
    status: 404,
    message: 'The invitation could not be found.',
  },
  [ORGANIZATION_ERROR_CODES.alreadyMember]: { status: 409, message: ORGANIZATION_MESSAGES.alreadyMember },
  [ORGANIZATION_ERROR_CODES.platformAdminProtected]: {
    status: 403,
    message: ORGANIZATION_MESSAGES.platformAdminProtected,
  },
  [ORGANIZATION_ERROR_CODES.adminNotCapped]: { status: 409, message: ORGANIZATION_MESSAGES.adminNotCapped },
};

export class OrganizationException extends moduleException(ORGANIZATION_ERRORS) {}
