import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { API, COMMON_ERROR_CODES, SESSION_COOKIE } from '@tpp/contracts';
import type { FastifyRequest } from 'fastify';
import { AccountsException } from '../accounts.errors.js';
import { SessionService } from '../services/session.service.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The admin module's own calls write their own, more precise audit entries. */
const SELF_AUDITED = new Set<string>(Object.values(API.admin).map((route) => route.path));

/** Private routes: 401 'Please sign in.' without a live session; otherwise request.auth is set. */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(private readonly sessions: SessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const auth = await this.sessions.resolve(request.cookies[SESSION_COOKIE]);
    if (!auth) throw new AccountsException(COMMON_ERROR_CODES.unauthenticated);
    // A disabled account reaches only /account-disabled (and signing out): no private call. The
    // real person is checked first: a disabled admin or staff member never acts (resolve already
    // falls back to them; this stays true whatever resolve answers), and neither do they as whom
    // they act.
    const realUser = auth.acting?.realUser ?? auth.user;
    if (realUser.accountDisabled || auth.user.accountDisabled)
      throw new AccountsException(COMMON_ERROR_CODES.forbidden, { message: 'This account is disabled.' });
    request.auth = auth;
    // Every write made while acting as a team or a user is audited (the admin routes write their own).
    if (auth.acting && !SAFE_METHODS.has(request.method) && !SELF_AUDITED.has(request.routeOptions.url ?? ''))
      await this.sessions.recordActing(auth, `${request.method} ${request.routeOptions.url ?? request.url}`);
    return true;
  }
}
