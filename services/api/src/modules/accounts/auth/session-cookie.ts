import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { SESSION_COOKIE, SIGN_IN_CHALLENGE_COOKIE } from '@tpp/contracts';
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

/**
 * A sign-in that waits for a further step (two-factor/README.md): sets (token) or clears (null)
 * the pending sign-in's cookie, and leaves the session cookie alone.
 */
export class SignInChallengeChange<T> extends SessionChange<T> {
  constructor(
    body: T,
    readonly challengeToken: string | null,
    readonly challengeMaxAgeSeconds = 0,
  ) {
    super(body, null);
  }
}

/** Only the calls of a pending sign-in's steps receive its cookie. */
export const SIGN_IN_CHALLENGE_PATH = '/api/user/account/signin';

/**
 * Writes the session cookie for SessionChange answers: HttpOnly, SameSite=Lax, Secure over https.
 * A new session also clears a pending sign-in's cookie; SignInChallengeChange sets or clears that
 * cookie alone (HttpOnly, SameSite=Strict, path SIGN_IN_CHALLENGE_PATH).
 */
@Injectable()
export class SessionCookieInterceptor implements NestInterceptor {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return next.handle().pipe(
      map((result: unknown) => {
        const challengeOptions = {
          path: SIGN_IN_CHALLENGE_PATH,
          httpOnly: true,
          sameSite: 'strict' as const,
          secure: this.config.secureCookies,
        };
        if (result instanceof SignInChallengeChange) {
          if (result.challengeToken)
            reply.setCookie(SIGN_IN_CHALLENGE_COOKIE, result.challengeToken, {
              ...challengeOptions,
              maxAge: result.challengeMaxAgeSeconds,
            });
          else reply.clearCookie(SIGN_IN_CHALLENGE_COOKIE, challengeOptions);
          return result.body;
        }
        if (!(result instanceof SessionChange)) return result;
        if (result.sessionToken) reply.clearCookie(SIGN_IN_CHALLENGE_COOKIE, challengeOptions);
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
