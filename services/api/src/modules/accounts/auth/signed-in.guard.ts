import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { SESSION_COOKIE } from '@tpp/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiException } from '../../../infrastructure/http/api-exception.js';
import { SessionService } from '../services/session.service.js';

/** Private routes: 401 'Please sign in.' without a live session; otherwise request.auth is set. */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(private readonly sessions: SessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const auth = await this.sessions.resolve(request.cookies[SESSION_COOKIE]);
    if (!auth) throw ApiException.unauthorized();
    request.auth = auth;
    return true;
  }
}
