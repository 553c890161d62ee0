/** Every error answer of the API has this shape (one global filter makes it). */
export interface ApiErrorBody {
  statusCode: number;
  /** A stable machine code, e.g. 'Bad Request', 'EMAIL_EXISTS', 'RATE_LIMITED'. */
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

/** Machine codes in `ApiErrorBody.error` that a screen may branch on. */
export const API_ERROR_CODES = {
  csrf: 'CSRF',
  rateLimited: 'RATE_LIMITED',
  emailExists: 'EMAIL_EXISTS',
  unauthorized: 'Unauthorized',
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
