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
import { mapMessage, mapSuccess } from '../dto/account-answers.mapper.js';
import { UsersRepository } from '../repositories/users.repository.js';
import { AuthTokenService } from './auth-token.service.js';
import { MailedLinkService } from './mailed-link.service.js';

export { PASSWORD_RESET_LIFETIME_MS } from './mailed-link.service.js';
import { PasswordHasher } from './password-hasher.service.js';
import { SessionService } from './session.service.js';

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
  ) {}

  /** Always the same answer, at once (see MailedLinkService). */
  async requestReset(rawEmail: string, client: ClientContext): Promise<MessageResponse> {
    const email = normaliseEmail(rawEmail);
    await this.rateLimits.assertAllowed('forgot-password', { ip: client.ip, email });
    await this.mailedLinks.queue(email, 'password_reset');
    return mapMessage(MESSAGES.forgotPasswordSent);
  }

  /** Sets the new password and ends every session of the user. */
  async reset(code: string, newPassword: string): Promise<SuccessResponse> {
    const passwordHash = await this.passwords.hash(newPassword);
    const done = await this.dataSource.transaction(async (tx) => {
      const owner = await this.tokens.redeem('password_reset', code, tx);
      if (!owner?.userId) return false;
      await this.users.setPasswordHash(tx, owner.userId, passwordHash);
      await this.sessions.revokeAllForUser(owner.userId, null, tx);
      return true;
    });
    if (!done) throw new AccountsException(ACCOUNT_ERROR_CODES.resetLinkInvalid);
    return mapSuccess();
  }

  /** Needs the current password; the user's other sessions end, this one stays. */
  async change(
    userId: number,
    currentSessionId: string,
    oldPassword: string,
    newPassword: string,
  ): Promise<SuccessResponse> {
    const user = await this.users.credentialsById(userId);
    const valid = user?.password_hash ? await this.passwords.verify(user.password_hash, oldPassword) : false;
    if (!valid)
      throw new AccountsException(ACCOUNT_ERROR_CODES.wrongPassword, {
        fields: { old_password: [WRONG_CURRENT_PASSWORD_MESSAGE] },
      });
    const passwordHash = await this.passwords.hash(newPassword);
    await this.dataSource.transaction(async (tx) => {
      await this.users.setPasswordHash(tx, userId, passwordHash);
      await this.sessions.revokeAllForUser(userId, currentSessionId, tx);
    });
    return mapSuccess();
  }
}
