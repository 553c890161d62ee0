import { COMMON_ERROR_CODES, type CommonErrorCode } from '@tpp/contracts';
import { ApiException, type ApiExceptionOptions } from './api-exception.js';

/** What a module's error code answers: the HTTP status and the message shown to the user. */
export interface ErrorSpec {
  status: number;
  message: string;
}

const COMMON_ERRORS: Record<CommonErrorCode, ErrorSpec> = {
  [COMMON_ERROR_CODES.invalidInput]: { status: 400, message: 'The request is not valid.' },
  [COMMON_ERROR_CODES.invalidJson]: { status: 400, message: 'The request body is not valid JSON.' },
  [COMMON_ERROR_CODES.unauthenticated]: { status: 401, message: 'Please sign in.' },
  [COMMON_ERROR_CODES.forbidden]: { status: 403, message: 'You are not allowed to do this.' },
  [COMMON_ERROR_CODES.notFound]: { status: 404, message: 'Not found.' },
  [COMMON_ERROR_CODES.methodNotAllowed]: { status: 405, message: 'This method is not allowed here.' },
  [COMMON_ERROR_CODES.conflict]: { status: 409, message: 'This was changed elsewhere.' },
  [COMMON_ERROR_CODES.payloadTooLarge]: { status: 413, message: 'The request is too large.' },
  [COMMON_ERROR_CODES.unsupportedMediaType]: { status: 415, message: 'Send the request body as JSON.' },
  [COMMON_ERROR_CODES.csrf]: {
    status: 403,
    message: 'Missing or invalid CSRF token. Reload the page and try again.',
  },
  [COMMON_ERROR_CODES.rateLimited]: {
    status: 429,
    message: 'Too many attempts. Please wait a few minutes and try again.',
  },
  [COMMON_ERROR_CODES.internal]: { status: 500, message: 'An unexpected error occurred.' },
  [COMMON_ERROR_CODES.unavailable]: { status: 503, message: 'The service is unavailable. Please try again.' },
};

export interface ModuleExceptionOptions extends ApiExceptionOptions {
  /** Replaces the code's default message (e.g. one naming the field). */
  message?: string;
}

/**
 * Makes a module's one exception type from its error table:
 * `export class SheetsException extends moduleException(SHEET_ERRORS) {}` then
 * `throw new SheetsException('SHEET_NOT_FOUND')`. The code is the body's `error`, the table gives
 * the status and the message; the common codes (INVALID_INPUT, NOT_FOUND…) are always available.
 */
export function moduleException<C extends string>(errors: Record<C, ErrorSpec>) {
  const table: Record<string, ErrorSpec> = { ...COMMON_ERRORS, ...errors };
  return class ModuleException extends ApiException {
    constructor(
      readonly code: C | CommonErrorCode,
      options: ModuleExceptionOptions = {},
    ) {
      const spec = table[code] ?? { status: 500, message: 'An unexpected error occurred.' };
      super(spec.status, code, options.message ?? spec.message, options);
    }
  };
}

/** The common status -> code mapping for HTTP errors raised outside the modules (Nest, Fastify). */
export function commonCodeFor(status: number): string {
  const entry = Object.entries(COMMON_ERRORS).find(
    ([code, spec]) => spec.status === status && code !== COMMON_ERROR_CODES.csrf,
  );
  return entry?.[0] ?? `HTTP_${status}`;
}
