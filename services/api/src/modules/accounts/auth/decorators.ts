import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ACCOUNT_ERROR_CODES, SESSION_COOKIE } from '@tpp/contracts';
import type { FastifyRequest } from 'fastify';
import { AccountsException } from '../accounts.errors.js';
import type { User } from '../accounts.types.js';
import { clientContextOf, type ClientContext, type RequestAuth, type TeamScope } from './request-auth.js';

function authOf(context: ExecutionContext): RequestAuth {
  const auth = context.switchToHttp().getRequest<FastifyRequest>().auth;
  // Only reachable when a route forgot @UseGuards(SignedInGuard): a programming error.
  if (!auth) throw new Error('The route reads the signed-in user but is not guarded by SignedInGuard');
  return auth;
}

/** The signed-in user (the route must use SignedInGuard). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): User => authOf(context).user,
);

/** The id of the caller's session (the route must use SignedInGuard). */
export const CurrentSessionId = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string => authOf(context).sessionId,
);

/**
 * The caller's current team. Every private query of team data is scoped by it; a user without a
 * team gets 403.
 */
export const CurrentTeam = createParamDecorator((_data: unknown, context: ExecutionContext): TeamScope => {
  const team = authOf(context).team;
  if (!team) throw new AccountsException(ACCOUNT_ERROR_CODES.noTeam);
  return team;
});

/** The caller's current team, or null for a user without one (calls about the user themselves). */
export const CurrentTeamIfAny = createParamDecorator(
  (_data: unknown, context: ExecutionContext): TeamScope | null => authOf(context).team,
);

/** IP, user agent and session cookie of the request. */
export const Client = createParamDecorator((_data: unknown, context: ExecutionContext): ClientContext =>
  clientContextOf(context.switchToHttp().getRequest<FastifyRequest>(), SESSION_COOKIE),
);
