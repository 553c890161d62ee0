import { afterEach, beforeEach } from '@jest/globals';
import { resetApiQueryClient } from '@tpp/session';

/**
 * A stand-in for `fetch` in unit tests (jsdom has none): answers each request through a handler
 * and records the calls. Only the network is faked; the real API client runs on top of it.
 */
export interface RecordedRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  /** The URL as requested, query string included. */
  url: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** Response headers, names in lower case. */
  headers?: Record<string, string>;
}

export type FakeHandler = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeFetch {
  calls: RecordedRequest[];
  /** The calls to one path (query string excluded), in order. */
  callsTo: (path: string) => RecordedRequest[];
  restore: () => void;
}

/**
 * An error answer as the API sends it (status, and a body of statusCode, error code, message and,
 * for a 400 on fields, the messages per field), for a fake handler to return.
 */
export function apiErrorAnswer(
  status: number,
  error: string,
  message: string,
  fields?: Record<string, string[]>,
): FakeAnswer {
  const body = { statusCode: status, error, message };
  return { status, body: fields ? { ...body, fields } : body };
}

/** A promise with its resolve function, to hold an answer back until the test releases it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * Fakes the network for one test. It also gives the page a fresh query client without retries,
 * so no answer is carried over from an earlier test and a failed read is shown at once (the
 * retry policy has its own tests in @tpp/session).
 */
export function installFakeFetch(handler: FakeHandler): FakeFetch {
  resetApiQueryClient({ retry: false });
  const previousFetch = globalThis.fetch;
  const calls: RecordedRequest[] = [];
  // The API client fetches a CSRF token only when the cookie is missing.
  document.cookie = 'tpp_csrf=test-token; path=/';

  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const queryAt = url.indexOf('?');
    const request = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: queryAt === -1 ? url : url.slice(0, queryAt),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    } as RecordedRequest;
    // Not enumerable: tests compare recorded calls as { method, path, body } with toEqual.
    Object.defineProperties(request, {
      url: { value: url },
      query: { value: new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1)) },
    });
    calls.push(request);
    const { status = 200, body, headers = {} } = await handler(request);
    const text = body === undefined ? '' : JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      text: async () => text,
      json: async () => (text ? JSON.parse(text) : null),
    } as Response;
  }) as typeof fetch;

  return {
    calls,
    callsTo: (path) => calls.filter((call) => call.path === path),
    restore: () => {
      globalThis.fetch = previousFetch;
    },
  };
}

/**
 * A fake network installed before each test of the calling spec file and restored after it (call
 * it once at the top of the file). The returned object reads the running test's calls.
 */
export function fakeFetchForEachTest(handler: FakeHandler): FakeFetch {
  let current: FakeFetch | null = null;
  beforeEach(() => {
    current = installFakeFetch(handler);
  });
  afterEach(() => {
    current?.restore();
    current = null;
  });
  const running = () => {
    if (!current) throw new Error('fakeFetchForEachTest: no test is running');
    return current;
  };
  return {
    get calls() {
      return running().calls;
    },
    callsTo: (path) => running().callsTo(path),
    restore: () => running().restore(),
  };
}
