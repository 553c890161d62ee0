import { applyDecorators, Delete, Get, HttpCode, Post, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AnswerOf, ApiRoute } from '@tpp/contracts';
import { requiresCsrfCheck } from './csrf.js';
import { ApiErrors, CsrfProtected } from './openapi.js';

/** An answer that also changes something outside the body (the session cookie); see SessionCookieInterceptor. */
export interface AnswerWithEffects<T> {
  readonly body: T;
}

type Answer<R> = AnswerOf<R> | AnswerWithEffects<AnswerOf<R>>;

const MAPPINGS = { GET: Get, POST: Post, DELETE: Delete } as const;

/** What a handler documents in OpenAPI and how it answers, beside its route. */
export interface EndpointOptions {
  /** The operation in one line (OpenAPI `summary`). */
  summary: string;
  /** More about the operation (OpenAPI `description`). */
  description?: string;
  /** The 200 answer: its DTO class, or the response options for another shape (`schema`, `description`). */
  ok?: Type<unknown> | Parameters<typeof ApiOkResponse>[0];
  /** The error statuses the route can answer (ApiErrors). */
  errors?: readonly number[];
  /** The success status (HttpCode), when not 200. */
  status?: number;
}

/**
 * The decorators a route and its options stand for. Every route that needs the CSRF header
 * (requiresCsrfCheck: each POST and DELETE, and the sign-out GET) documents it (CsrfProtected),
 * and a POST answers 200, not Nest's 201, unless `status` says otherwise.
 */
function endpointDocs(route: ApiRoute, options: EndpointOptions): MethodDecorator {
  const { summary, description, ok, errors } = options;
  const status = options.status ?? (route.method === 'POST' ? 200 : undefined);
  return applyDecorators(
    ...(status === undefined ? [] : [HttpCode(status)]),
    ...(requiresCsrfCheck(route.method, route.path) ? [CsrfProtected()] : []),
    ApiOperation(description === undefined ? { summary } : { summary, description }),
    ...(ok === undefined ? [] : [ApiOkResponse(typeof ok === 'function' ? { type: ok } : ok)]),
    ...(errors?.length ? [ApiErrors(...errors)] : []),
  );
}

/**
 * Declares a handler for one route of the contract table (`API` in @tpp/contracts): the method
 * and path come from the table, and the handler must answer the route's answer type. The options
 * document it (summary, answer DTO, error statuses; the CSRF header where the route needs it) and
 * set the success status: `@Endpoint(API.twoFactor.setup, { summary, ok: TwoFactorSetupResponseDto, errors: [403, 409] })`.
 */
export function Endpoint<R extends ApiRoute>(route: R, options: EndpointOptions) {
  return <F extends (...args: never[]) => Answer<R> | Promise<Answer<R>>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<F>,
  ): void => {
    MAPPINGS[route.method](route.path)(target, key, descriptor);
    endpointDocs(route, options)(target, key, descriptor);
  };
}

/**
 * A handler that writes its answer bytes to the reply itself (cached JSON with ETag and gzip),
 * so its return type cannot be checked; the bytes are the route's answer type. Options as for
 * Endpoint.
 */
export function ReplyEndpoint<R extends ApiRoute>(route: R, options: EndpointOptions) {
  return (
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<(...args: never[]) => Promise<void>>,
  ): void => {
    MAPPINGS[route.method](route.path)(target, key, descriptor);
    endpointDocs(route, options)(target, key, descriptor);
  };
}
