import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACCOUNT_ERROR_CODES,
  MESSAGES,
  normaliseEmail,
  type MessageResponse,
  type SuccessResponse,
} from '@tpp/contracts';
import type { DataSource } from 'typeorm';
import { RateLimitService } from '../../../infrastructure/http/rate-limit.service.js';
import { AccountsException, WRONG_CURRENT_PASSWORD_MESSAGE } from '../accounts.errors.js';
import type { ClientContext } from '../auth/request-auth.js';
import { mapMessage } from '../dto/account-answers.mapper.js';
import { UsersRepository } from '../repositories/users.repository.js';
import { AuthTokenService } from './auth-token.service.js';
import { MailedLinkService } from './mailed-link.service.js';

export { PASSWORD_RESET_LIFETIME_MS } from './mailed-link.service.js';
import { PasswordHasher } from './password-hasher.service.js';
import { assertPasswordAllowed } from './password-policy.js';
import { SessionService } from './session.service.js';
import { TwoFactorRepository } from '../two-factor/two-factor.repository.js';
import { mapSuccess } from '../../../infrastructure/http/success.dto.js';

/** Forgotten, reset and changed passwords. */
@Injectable()
export class PasswordService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly tokens: AuthTokenService,
    private readonly mailedLinks: MailedLinkService,
    private readonly rateLimits: RateLimitService,
    private readonly factors: TwoFactorRepository,
  ) {}

  /** Always the same answer, at once (see MailedLinkService). */
  async requestReset(rawEmail: string, client: ClientContext): Promise<MessageResponse> {
    const email = normaliseEmail(rawEmail);
    await this.rateLimits.assertAllowed('forgot-password', { ip: client.ip, email });
    await this.mailedLinks.queue(email, 'password_reset');
    return mapMessage(MESSAGES.forgotPasswordSent);
  }

  /**
   * Sets the new password and ends every session and pending sign-in of the user; the reset code
   * and every other outstanding magic link and reset of the user are used up (redeem).
   */
  async reset(code: string, newPassword: string): Promise<SuccessResponse> {
    // The policy needs the account's address; an unknown or used code is refused below as before.
    const pending = await this.tokens.find('password_reset', code);
    if (pending?.userId)
      assertPasswordAllowed(newPassword, 'new_password', await this.users.emailOf(pending.userId));
    const passwordHash = await this.passwords.hash(newPassword);
    const done = await this.dataSource.transaction(async (tx) => {
      const owner = await this.tokens.redeem('password_reset', code, tx);
      if (!owner?.userId) return false;
      await this.users.setPasswordHash(owner.userId, passwordHash, tx);
      await this.sessions.revokeAllForUser(owner.userId, null, tx);
      await this.factors.deleteChallengesOf(owner.userId, tx);
      return true;
    });
    if (!done) throw new AccountsException(ACCOUNT_ERROR_CODES.resetLinkInvalid);
    return mapSuccess();
  }

  /**
   * Needs the current password, checked under the sign-in back-off keyed by the user (its
   * settings: SIGNIN_FAILURES_PER_ADDRESS_AND_IP free failures, then growing waits); the user's
   * other sessions, pending sign-ins and outstanding magic links and resets end, this session stays.
   */
  async change(
    userId: number,
    currentSessionId: string,
    oldPassword: string,
    newPassword: string,
  ): Promise<SuccessResponse> {
    const attempt = await this.rateLimits.beginUserAttempt('password-change', userId);
    try {
      const user = await this.users.credentialsById(userId);
      const valid = user?.password_hash
        ? await this.passwords.verify(user.password_hash, oldPassword)
        : await this.passwords.verifyNothing(oldPassword);
      await attempt.finish(valid ? 'succeeded' : 'failed');
      if (!valid)
        throw new AccountsException(ACCOUNT_ERROR_CODES.wrongPassword, {
          fields: { old_password: [WRONG_CURRENT_PASSWORD_MESSAGE] },
        });
    } finally {
      await attempt.finish('abandoned');
    }
    assertPasswordAllowed(newPassword, 'new_password', await this.users.emailOf(userId));
    const passwordHash = await this.passwords.hash(newPassword);
    await this.dataSource.transaction(async (tx) => {
      await this.users.setPasswordHash(userId, passwordHash, tx);
      await this.sessions.revokeAllForUser(userId, currentSessionId, tx);
      await this.tokens.revokeSignInTokensOf(userId, tx);
      await this.factors.deleteChallengesOf(userId, tx);
    });
    return mapSuccess();
  }
}
