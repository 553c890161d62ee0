import { HttpException } from '@nestjs/common';
import { COMMON_ERROR_CODES, type ApiErrorBody } from '@tpp/contracts';
import { ApiException } from './api-exception.js';
import { commonCodeFor } from './module-exception.js';

export interface ShapedError {
  body: ApiErrorBody;
  headers: Record<string, string>;
  /** True when the failure is ours (5xx): it is logged with the request id. */
  unexpected: boolean;
}

const INVALID_JSON_CODES = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

function isInvalidJson(cause: unknown): boolean {
  if (cause instanceof SyntaxError) return true;
  const code = (cause as { code?: unknown } | null)?.code;
  return typeof code === 'string' && INVALID_JSON_CODES.has(code);
}

function messageOf(response: unknown, fallback: string): string {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown } | null)?.message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.map(String).join('; ');
  return fallback;
}

/** Turns anything thrown while answering into the API's one error shape, hiding internals of 5xx. */
export function shapeError(exception: unknown, requestId: string): ShapedError {
  if (exception instanceof ApiException) {
    return { body: exception.getResponse() as ApiErrorBody, headers: exception.headers, unexpected: false };
  }
  if (exception instanceof HttpException && exception.getStatus() < 500) {
    const statusCode = exception.getStatus();
    const headers = {};
    const response = exception.getResponse();
    if (isInvalidJson(exception.cause)) {
      return {
        body: {
          statusCode,
          error: COMMON_ERROR_CODES.invalidJson,
          message: 'The request body is not valid JSON.',
        },
        headers,
        unexpected: false,
      };
    }
    let message = messageOf(response, 'The request could not be answered.');
    if (statusCode === 404 && message.startsWith('Cannot '))
      message = `Not found: ${message.slice('Cannot '.length)}`;
    return {
      body: { statusCode, error: commonCodeFor(statusCode), message },
      headers,
      unexpected: false,
    };
  }
  return {
    body: {
      statusCode: 500,
      error: COMMON_ERROR_CODES.internal,
      message: `An unexpected error occurred. Reference: ${requestId}`,
      requestId,
    },
    headers: {},
    unexpected: true,
  };
}
