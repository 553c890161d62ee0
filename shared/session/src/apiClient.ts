import {
  API,
  CSRF_COOKIE,
  CSRF_HEADER,
  fillPath,
  type AnswerOf,
  type ApiErrorBody,
  type ApiRoute,
  type BodyOf,
  type None,
  type ParamsOf,
  type QueryOf,
  type QueryValues,
  withQuery,
} from '@tpp/contracts';
import { peekBootAnswer, takeBootAnswer } from './bootDocument.js';

/** An answer other than 2xx. `message` is fit to show; `body` carries fields and codes. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    /** A 429's Retry-After header: how many seconds to wait before trying again. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }

  get code(): string | undefined {
    return this.body?.error;
  }
}

/** The object is not there: 404, or 400 for an id that cannot exist (the API refuses malformed ids). */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

type Query = QueryValues;

interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** The request outlives the page (fire-and-forget events sent just before leaving). */
  keepalive?: boolean;
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

let csrfTokenRequest: Promise<string> | null = null;

/** Every cookie-authenticated write carries the double-submit CSRF token; fetch one when missing. */
async function csrfToken(): Promise<string> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  csrfTokenRequest ??= fetch(API.platform.csrfToken.path, { credentials: 'same-origin' })
    .then((response) => response.json() as Promise<{ token: string }>)
    .then(({ token }) => token)
    .finally(() => {
      csrfTokenRequest = null;
    });
  return csrfTokenRequest;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const url = withQuery(path, options.query);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method === 'GET') {
    // The page's HTML may already carry this answer (the boot document): no round trip.
    const early = takeBootAnswer(url);
    if (early !== undefined) return early as T;
  }
  // Reads need no token (sign-out excepted), so a first page never waits for one.
  const token =
    method !== 'GET' || path === API.session.signOut.path ? await csrfToken() : readCookie(CSRF_COOKIE);
  if (token) headers[CSRF_HEADER] = token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    credentials: 'same-origin',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    keepalive: options.keepalive,
  });
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after') ?? NaN);
    throw new ApiError(
      response.status,
      isErrorBody(data) ? data : null,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && 'message' in value;
}

/** One call's inputs, typed by its route: `params` when the path has some, `body` when it takes one. */
export type CallInput<R extends ApiRoute> = (keyof ParamsOf<R> extends never
  ? { params?: never }
  : { params: ParamsOf<R> }) &
  ([QueryOf<R>] extends [None] ? { query?: never } : { query?: QueryOf<R> }) &
  ([BodyOf<R>] extends [None] ? { body?: never } : { body: BodyOf<R> }) & {
    signal?: AbortSignal;
    /** The request outlives the page (fire-and-forget events sent just before leaving). */
    keepalive?: boolean;
  };

/** The input may be left out only when the route needs neither path parameters nor a body. */
type CallArgs<R extends ApiRoute> = keyof ParamsOf<R> extends never
  ? [BodyOf<R>] extends [None]
    ? [input?: CallInput<R>]
    : [input: CallInput<R>]
  : [input: CallInput<R>];

/** The URL a GET calls, as the boot document keys its answers; null for any other method. */
function getUrl(route: ApiRoute, input: unknown): string | null {
  if (route.method !== 'GET') return null;
  const { params, query } = (input ?? {}) as { params?: Record<string, string | number>; query?: Query };
  return withQuery(fillPath(route.path, params), query);
}

/**
 * The typed client every screen uses: `api.call(API.sheets.get, { params: { hashId }, signal })`.
 * Routes come from `API` in @tpp/contracts, so paths, methods, bodies and answers are checked.
 */
export const api = {
  call<R extends ApiRoute>(route: R, ...[input]: CallArgs<R>): Promise<AnswerOf<R>> {
    const { params, query, body, signal, keepalive } = (input ?? {}) as CallInput<ApiRoute> & {
      params?: Record<string, string | number>;
      query?: Query;
      body?: unknown;
    };
    const path = fillPath(route.path, params);
    // A body only for a route that takes one (its callers must give it): the API refuses a body
    // where the route takes none, and any body that is not JSON.
    return request<AnswerOf<R>>(route.method, path, {
      query,
      body: route.method === 'POST' ? body : undefined,
      signal,
      keepalive,
    });
  },

  /**
   * The answer the page's HTML already carries for this GET (undefined when it carries none), so
   * a first render can show it at once; `call` then hands it out without a round trip.
   */
  early<R extends ApiRoute>(route: R, ...[input]: CallArgs<R>): AnswerOf<R> | undefined {
    const url = getUrl(route, input);
    return url === null ? undefined : (peekBootAnswer(url) as AnswerOf<R> | undefined);
  },

  /**
   * Like `early`, but hands the answer out of the page (once): the query layer seeds its cache
   * with it, and a later reload of the same GET goes to the network.
   */
  takeEarly<R extends ApiRoute>(route: R, ...[input]: CallArgs<R>): AnswerOf<R> | undefined {
    const url = getUrl(route, input);
    return url === null ? undefined : (takeBootAnswer(url) as AnswerOf<R> | undefined);
  },
};

/** A static JSON document of the site (not an API call), e.g. `/remotes.json`. */
export async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new ApiError(response.status, null);
  return (await response.json()) as T;
}

/** The message to show for a failed call: the server's when it sent one, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body?.message) return error.body.message;
  return fallback;
}
