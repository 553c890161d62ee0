import { HttpException } from '@nestjs/common';
import { COMMON_ERROR_CODES, type ApiErrorBody } from '@tpp/contracts';

export interface ApiExceptionOptions {
  fields?: Record<string, string[]>;
  headers?: Record<string, string>;
}

/** An HTTP error with the product's machine code and user-facing message (shaped by the global filter). */
export class ApiException extends HttpException {
  readonly headers: Record<string, string>;

  constructor(statusCode: number, error: string, message: string, options: ApiExceptionOptions = {}) {
    const body: ApiErrorBody = {
      statusCode,
      error,
      message,
      ...(options.fields ? { fields: options.fields } : {}),
    };
    super(body, statusCode);
    this.headers = options.headers ?? {};
  }

  static badRequest(message: string, fields?: Record<string, string[]>): ApiException {
    return new ApiException(400, COMMON_ERROR_CODES.invalidInput, message, fields ? { fields } : {});
  }

  static unauthorized(message = 'Please sign in.'): ApiException {
    return new ApiException(401, COMMON_ERROR_CODES.unauthenticated, message);
  }

  static notFound(message = 'Not found.'): ApiException {
    return new ApiException(404, COMMON_ERROR_CODES.notFound, message);
  }
}

export const CSRF_ERROR: Omit<ApiErrorBody, 'statusCode'> = {
  error: COMMON_ERROR_CODES.csrf,
  message: 'Missing or invalid CSRF token. Reload the page and try again.',
};
