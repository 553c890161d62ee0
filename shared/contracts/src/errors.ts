/** Every error answer of the API has this shape (one global filter makes it). */
export interface ApiErrorBody {
  statusCode: number;
  /** A stable machine code, e.g. 'INVALID_INPUT', 'RATE_LIMITED', 'SHEET_CHANGED' (never an HTTP reason phrase). */
  error: string;
  /** A message fit to show to the user. */
  message: string;
  /** For validation failures: messages per field name. */
  fields?: Record<string, string[]>;
  /** For unexpected errors: the id under which the server logged the failure. */
  requestId?: string;
}

export const CSRF_COOKIE = 'tpp_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_COOKIE = 'tpp_session';

/**
 * Codes any call may answer, raised by the HTTP layer (validation, sessions, CSRF, rate limits)
 * or by the generic exception of a module. Each module adds its own codes (`SHEET_ERROR_CODES`,
 * `TALENT_ERROR_CODES`…); the UI branches on these constants, never on messages.
 */
export const COMMON_ERROR_CODES = {
  invalidInput: 'INVALID_INPUT',
  invalidJson: 'INVALID_JSON',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  csrf: 'CSRF',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type CommonErrorCode = (typeof COMMON_ERROR_CODES)[keyof typeof COMMON_ERROR_CODES];

/** Machine codes in `ApiErrorBody.error` that a screen may branch on. */
export const API_ERROR_CODES = {
  csrf: COMMON_ERROR_CODES.csrf,
  rateLimited: COMMON_ERROR_CODES.rateLimited,
  unauthorized: COMMON_ERROR_CODES.unauthenticated,
  noTeam: 'NO_TEAM',
} as const;

/** GET /api/csrf-token: the token to echo in the CSRF header (it equals the CSRF cookie). */
export interface CsrfTokenResponse {
  token: string;
}

/** GET /api/health. */
export interface HealthResponse {
  status: 'ok';
  database: 'up';
}

/** GET /api/ready: 200 once migrations ran and the app is up; 503 before that and once shutdown began. */
export interface ReadinessResponse {
  status: 'ready';
}
