import { Delete, Get, Post } from '@nestjs/common';
import type { AnswerOf, ApiRoute } from '@tpp/contracts';

/** An answer that also changes something outside the body (the session cookie); see SessionCookieInterceptor. */
export interface AnswerWithEffects<T> {
  readonly body: T;
}

type Answer<R> = AnswerOf<R> | AnswerWithEffects<AnswerOf<R>>;

const MAPPINGS = { GET: Get, POST: Post, DELETE: Delete } as const;

/**
 * Declares a handler for one route of the contract table (`API` in @tpp/contracts): the method
 * and path come from the table, and the handler must answer the route's answer type.
 */
export function Endpoint<R extends ApiRoute>(route: R) {
  return <F extends (...args: never[]) => Answer<R> | Promise<Answer<R>>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<F>,
  ): void => {
    MAPPINGS[route.method](route.path)(target, key, descriptor);
  };
}

/**
 * A handler that writes its answer bytes to the reply itself (cached JSON with ETag and gzip),
 * so its return type cannot be checked; the bytes are the route's answer type.
 */
export function ReplyEndpoint<R extends ApiRoute>(route: R) {
  return (
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<(...args: never[]) => Promise<void>>,
  ): void => {
    MAPPINGS[route.method](route.path)(target, key, descriptor);
  };
}
