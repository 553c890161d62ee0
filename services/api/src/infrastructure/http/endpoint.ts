import { applyDecorators, Delete, Get, HttpCode, Post, type Type } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ApiHeader, ApiNotModifiedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
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
  /**
   * The error statuses the route can answer (ApiErrors) besides those documented without listing
   * them: 400 where a DTO class is validated, 403 where the CSRF header is needed (see endpointDocs).
   */
  errors?: readonly number[];
  /** The success status (HttpCode), when not 200. */
  status?: number;
}

const VALIDATED_SOURCES: ReadonlySet<number> = new Set([
  RouteParamtypes.BODY,
  RouteParamtypes.QUERY,
  RouteParamtypes.PARAM,
]);
const PLAIN_TYPES: ReadonlySet<unknown> = new Set([String, Number, Boolean, Object, Array]);

/**
 * Whether the handler takes its body, query or path parameters as a DTO class: the validation
 * pipe then answers 400 naming the field for bad input. Read from the parameter decorators, which
 * run before the handler's own decorators.
 */
function validatesInput(target: object, key: string | symbol): boolean {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, target.constructor, key) ?? {}) as Record<
    string,
    { index: number }
  >;
  const types = (Reflect.getMetadata('design:paramtypes', target, key) ?? []) as unknown[];
  return Object.entries(args).some(
    ([source, { index }]) =>
      VALIDATED_SOURCES.has(Number(source.split(':')[0])) &&
      typeof types[index] === 'function' &&
      !PLAIN_TYPES.has(types[index]),
  );
}

/**
 * The decorators a route and its options stand for. Every route that needs the CSRF header
 * (requiresCsrfCheck: each POST and DELETE, and the sign-out GET) documents it with its 403
 * (CsrfProtected); a handler that validates a DTO documents 400; `errors` adds the rest. A POST
 * answers 200, not Nest's 201, unless `status` says otherwise.
 */
function endpointDocs(
  route: ApiRoute,
  options: EndpointOptions,
  target: object,
  key: string | symbol,
): MethodDecorator {
  const { summary, description, ok } = options;
  const status = options.status ?? (route.method === 'POST' ? 200 : undefined);
  const csrf = requiresCsrfCheck(route.method, route.path);
  const errors = new Set([...(validatesInput(target, key) ? [400] : []), ...(options.errors ?? [])]);
  if (csrf) errors.delete(403);
  return applyDecorators(
    ...(status === undefined ? [] : [HttpCode(status)]),
    ...(csrf ? [CsrfProtected()] : []),
    ApiOperation(description === undefined ? { summary } : { summary, description }),
    ...(ok === undefined ? [] : [ApiOkResponse(typeof ok === 'function' ? { type: ok } : ok)]),
    ...(errors.size ? [ApiErrors(...[...errors].sort())] : []),
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
    endpointDocs(route, options, target, key)(target, key, descriptor);
  };
}

/**
 * A handler that writes its answer bytes to the reply itself (an uploaded file, or cached JSON:
 * see CachedJsonEndpoint), so its return type cannot be checked; the bytes are the route's answer
 * type. Options as for Endpoint; `docs` are further OpenAPI decorators of the kind of reply.
 */
export function ReplyEndpoint<R extends ApiRoute>(
  route: R,
  options: EndpointOptions,
  ...docs: MethodDecorator[]
) {
  return (
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<(...args: never[]) => Promise<void>>,
  ): void => {
    MAPPINGS[route.method](route.path)(target, key, descriptor);
    endpointDocs(route, options, target, key)(target, key, descriptor);
    for (const decorate of docs) decorate(target, key, descriptor);
  };
}

/**
 * A ReplyEndpoint that answers cached JSON with sendCachedJson (ETag, gzip): it also documents the
 * optional If-None-Match request header and the 304 answer when the ETag still matches.
 */
export function CachedJsonEndpoint<R extends ApiRoute>(route: R, options: EndpointOptions) {
  return ReplyEndpoint(
    route,
    options,
    ApiHeader({ name: 'if-none-match', required: false }),
    ApiNotModifiedResponse({ description: 'The ETag still matches' }),
  );
}
