import {
  COMMON_ERROR_CODES,
  REQUEST_ERROR_CODES,
  REQUEST_MESSAGES,
  TALENT_ERROR_CODES,
  TALENT_MESSAGES,
  UPLOAD_ERROR_CODES,
  type FieldProblem,
} from '@tpp/contracts';
import { moduleException, type ErrorSpec } from '../../infrastructure/http/module-exception.js';

/**
 * The requests module's errors. A creator off the caller's team answers INFLUENCER_NOT_FOUND
 * (404) exactly like a missing one; a request id of another team (staff excepted) likewise.
 */
export const REQUEST_ERRORS: Record<string, ErrorSpec> = {
  [TALENT_ERROR_CODES.influencerNotFound]: { status: 404, message: TALENT_MESSAGES.influencerNotFoundBody },
  [REQUEST_ERROR_CODES.requestNotFound]: { status: 404, message: REQUEST_MESSAGES.requestNotFound },
  [REQUEST_ERROR_CODES.staffOnly]: {
    status: 403,
    message: REQUEST_MESSAGES.staffOnly,
  },
  [UPLOAD_ERROR_CODES.uploadNotFound]: { status: 404, message: REQUEST_MESSAGES.uploadFailed },
};

export class RequestsException extends moduleException(REQUEST_ERRORS) {}

/** 400 INVALID_INPUT naming the field with the spec's message. */
export function invalidRequest(problem: FieldProblem): RequestsException {
  return new RequestsException(COMMON_ERROR_CODES.invalidInput, {
    message: problem.message,
    fields: { [problem.field]: [problem.message] },
  });
}
