import { HttpException } from '@nestjs/common';
import { API_ERROR_CODES, type ApiErrorBody } from '@tpp/contracts';
import { STATUS_CODES } from 'node:http';

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
    return new ApiException(400, 'Bad Request', message, fields ? { fields } : {});
  }

  static unauthorized(message = 'Please sign in.'): ApiException {
    return new ApiException(401, API_ERROR_CODES.unauthorized, message);
  }

  static notFound(message = 'Not found.'): ApiException {
    return new ApiException(404, 'Not Found', message);
  }
}

export function statusText(statusCode: number): string {
  return STATUS_CODES[statusCode] ?? 'Error';
}

export const CSRF_ERROR: Omit<ApiErrorBody, 'statusCode'> = {
  error: API_ERROR_CODES.csrf,
  message: 'Missing or invalid CSRF token. Reload the page and try again.',
};

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';
