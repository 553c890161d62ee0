import { Injectable } from '@nestjs/common';
import {
  ACCOUNT_ERROR_CODES,
  MESSAGES,
  normaliseEmail,
  type MessageResponse,
  type SignInResponse,
  type StatusResponse,
  type SuccessResponse,
} from '@tpp/contracts';
import { RateLimitService } from '../../../infrastructure/http/rate-limit.service.js';
import { AccountsException } from '../accounts.errors.js';
import type { ClientContext } from '../auth/request-auth.js';
import { SessionChange } from '../auth/session-cookie.js';
import { mapMessage, mapSignIn, mapSuccess } from '../dto/account-answers.mapper.js';
import { UsersRepository } from '../repositories/users.repository.js';
import { AccountStatusService } from './account-status.service.js';
import { AuthTokenService } from './auth-token.service.js';
import { MailedLinkService } from './mailed-link.service.js';
import { PasswordHasher } from './password-hasher.service.js';
import { SessionService } from './session.service.js';

/** Signing in and out: by password, by magic link; the session document of GET /api/status. */
@Injectable()
export class SignInService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly tokens: AuthTokenService,
    private readonly status: AccountStatusService,
    private readonly mailedLinks: MailedLinkService,
    private readonly rateLimits: RateLimitService,
  ) {}

  async currentStatus(client: ClientContext): Promise<StatusResponse> {
    const auth = await this.sessions.resolve(client.sessionToken);
    return auth ? this.status.statusOf(auth.user, auth.acting) : { authed: false };
  }

  async signInWithPassword(
    rawEmail: string,
    password: string,
    client: ClientContext,
  ): Promise<SessionChange<SignInResponse>> {
    const email = normaliseEmail(rawEmail);
    const attempt = await this.rateLimits.beginSignIn({ ip: client.ip, email });
    try {
      const user = await this.users.credentialsByEmail(email);
      const valid = user?.password_hash
        ? await this.passwords.verify(user.password_hash, password)
        : await this.passwords.verifyNothing(password);
      if (!user || !valid) {
        await attempt.finish('failed');
        throw new AccountsException(ACCOUNT_ERROR_CODES.invalidCredentials);
      }
      await attempt.finish('succeeded');
      return await this.signedIn(user.id, client);
    } finally {
      await attempt.finish('abandoned');
    }
  }

  /** Always the same answer, at once (see MailedLinkService). */
  async requestMagicLink(rawEmail: string, client: ClientContext): Promise<MessageResponse> {
    const email = normaliseEmail(rawEmail);
    await this.rateLimits.assertAllowed('magic-link', { ip: client.ip, email });
    await this.mailedLinks.queue(email, 'magic_link');
    return mapMessage(MESSAGES.magicLinkSent);
  }

  async signInWithMagicLink(token: string, client: ClientContext): Promise<SessionChange<SignInResponse>> {
    const owner = await this.tokens.redeem('magic_link', token);
    if (!owner?.userId) throw new AccountsException(ACCOUNT_ERROR_CODES.magicLinkInvalid);
    return this.signedIn(owner.userId, client);
  }

  async signOut(client: ClientContext): Promise<SessionChange<SuccessResponse>> {
    if (client.sessionToken) await this.sessions.revoke(client.sessionToken);
    return new SessionChange(mapSuccess(), null);
  }

  /** A new session for the user, answered with the session document. */
  async signedIn(userId: number, client: ClientContext): Promise<SessionChange<SignInResponse>> {
    const token = await this.sessions.start(userId, client);
    const user = await this.users.findById(userId);
    // Only reachable when the account was deleted in the moment since it was found.
    if (!user) throw new Error(`User ${userId} disappeared while signing in`);
    return new SessionChange(
      mapSignIn(await this.status.statusOf(user)),
      token,
      this.sessions.lifetimeSeconds,
    );
  }
}
