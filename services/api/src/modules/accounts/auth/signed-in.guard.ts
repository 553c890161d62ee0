import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { COMMON_ERROR_CODES, SESSION_COOKIE } from '@tpp/contracts';
import type { FastifyRequest } from 'fastify';
import { AccountsException } from '../accounts.errors.js';
import { SessionService } from '../services/session.service.js';

/** Private routes: 401 'Please sign in.' without a live session; otherwise request.auth is set. */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(private readonly sessions: SessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const auth = await this.sessions.resolve(request.cookies[SESSION_COOKIE]);
    if (!auth) throw new AccountsException(COMMON_ERROR_CODES.unauthenticated);
    request.auth = auth;
    return true;
  }
}
