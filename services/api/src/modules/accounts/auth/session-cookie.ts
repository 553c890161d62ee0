import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { SESSION_COOKIE } from '@tpp/contracts';
import type { FastifyReply } from 'fastify';
import { map, type Observable } from 'rxjs';
import type { AppConfig } from '../../../config/app-config.js';
import { InjectConfig } from '../../../config/config.module.js';
import type { AnswerWithEffects } from '../../../infrastructure/http/endpoint.js';

/** A service's answer that also starts (token) or ends (null) the browser's session. */
export class SessionChange<T> implements AnswerWithEffects<T> {
  constructor(
    readonly body: T,
    readonly sessionToken: string | null,
    readonly maxAgeSeconds = 0,
  ) {}
}

/** Writes the session cookie for SessionChange answers: HttpOnly, SameSite=Lax, Secure over https. */
@Injectable()
export class SessionCookieInterceptor implements NestInterceptor {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return next.handle().pipe(
      map((result: unknown) => {
        if (!(result instanceof SessionChange)) return result;
        const options = {
          path: '/',
          httpOnly: true,
          sameSite: 'lax' as const,
          secure: this.config.secureCookies,
        };
        if (result.sessionToken)
          reply.setCookie(SESSION_COOKIE, result.sessionToken, { ...options, maxAge: result.maxAgeSeconds });
        else reply.clearCookie(SESSION_COOKIE, options);
        return result.body;
      }),
    );
  }
}
