import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { SIGN_IN_CHALLENGE_COOKIE } from '@tpp/contracts';
import type { FastifyRequest } from 'fastify';
import type { RequestAuth } from '../auth/request-auth.js';

/** The whole session of the request, acting included (the route must use SignedInGuard). */
export const CurrentAuth = createParamDecorator((_data: unknown, context: ExecutionContext): RequestAuth => {
  const auth = context.switchToHttp().getRequest<FastifyRequest>().auth;
  // Only reachable when a route forgot @UseGuards(SignedInGuard): a programming error.
  if (!auth) throw new Error('The route reads the session but is not guarded by SignedInGuard');
  return auth;
});

/** The pending sign-in's token from its httpOnly cookie, or null. */
export const SignInChallengeToken = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string | null =>
    context.switchToHttp().getRequest<FastifyRequest>().cookies[SIGN_IN_CHALLENGE_COOKIE] ?? null,
);
