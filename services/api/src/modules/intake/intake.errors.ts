import {
  ADD_TALENT_MESSAGES,
  INTAKE_ERROR_CODES,
  TALENT_DATA_MESSAGES,
  type IntakeErrorCode,
} from '@tpp/contracts';
import { moduleException, type ErrorSpec } from '../../infrastructure/http/module-exception.js';

/** What each intake error code answers; raises that name a field or account pass their own message. */
export const INTAKE_ERRORS: Record<IntakeErrorCode, ErrorSpec> = {
  [INTAKE_ERROR_CODES.noCredits]: { status: 409, message: ADD_TALENT_MESSAGES.noCredits },
  [INTAKE_ERROR_CODES.memberCapReached]: {
    status: 409,
    message: ADD_TALENT_MESSAGES.memberCapReached.replace('{cap}', 'the'),
  },
  [INTAKE_ERROR_CODES.invalidSocial]: { status: 400, message: 'The handle or link is not valid.' },
  [INTAKE_ERROR_CODES.teamHasAccount]: { status: 409, message: ADD_TALENT_MESSAGES.teamHasAccount },
  [INTAKE_ERROR_CODES.duplicateSocial]: { status: 400, message: ADD_TALENT_MESSAGES.duplicateSocial },
  [INTAKE_ERROR_CODES.invalidRequest]: { status: 400, message: ADD_TALENT_MESSAGES.needSocial },
  [INTAKE_ERROR_CODES.loginNotFound]: { status: 404, message: TALENT_DATA_MESSAGES.linkInvalid },
  [INTAKE_ERROR_CODES.loginExpired]: { status: 410, message: TALENT_DATA_MESSAGES.linkExpired },
  [INTAKE_ERROR_CODES.ownershipNotConfirmed]: {
    status: 400,
    message: 'confirm_ownership: please confirm that you own this account.',
  },
};

/** The one exception type of the intake module. */
export class IntakeException extends moduleException(INTAKE_ERRORS) {}
