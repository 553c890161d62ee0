import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { RequestAuth } from '../accounts/auth/request-auth.js';

/** The whole session: the user acted as, the real user behind it and the session id (SignedInGuard routes). */
export const CurrentAuth = createParamDecorator((_data: unknown, context: ExecutionContext): RequestAuth => {
  const auth = context.switchToHttp().getRequest<FastifyRequest>().auth;
  if (!auth) throw new Error('The route reads the session but is not guarded by SignedInGuard');
  return auth;
});
