/**
 * The shape of one API call: method and path are values, the query, body and answer are types
 * carried by the route object (never present at run time). The browser client and the server's
 * `@Endpoint` decorator both take these objects, so a wrong path, method, body field or answer
 * use fails `tsc` on either side.
 */
export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface ApiRoute<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Q = unknown,
  B = unknown,
  A = unknown,
> {
  readonly method: M;
  /** Express-style: `/api/talent-sheets/:hashId`. */
  readonly path: P;
  /** Phantom: types only, always undefined at run time. */
  readonly types?: { query: Q; body: B; answer: A };
}

/** Placeholder for "this call takes no query / no body". */
export type None = undefined;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** `{ hashId: string | number }` for `/api/talent-sheets/:hashId`; `{}` for a path without parameters. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string | number };

export type QueryOf<R> = R extends ApiRoute<HttpMethod, string, infer Q, unknown, unknown> ? Q : never;
export type BodyOf<R> = R extends ApiRoute<HttpMethod, string, unknown, infer B, unknown> ? B : never;
export type AnswerOf<R> = R extends ApiRoute<HttpMethod, string, unknown, unknown, infer A> ? A : never;
export type ParamsOf<R> =
  R extends ApiRoute<HttpMethod, infer P, unknown, unknown, unknown> ? PathParams<P> : never;

/**
 * `endpoint<Answer, Body, Query>()('POST', '/api/…')`: the type arguments come first so the
 * method and path stay literal types.
 */
export function endpoint<A, B = None, Q = None>() {
  return <M extends HttpMethod, P extends string>(method: M, path: P): ApiRoute<M, P, Q, B, A> => ({
    method,
    path,
  });
}

/** Fills a route's path parameters (each URI-encoded): `/api/user/campaign/:id` -> `/api/user/campaign/7`. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
