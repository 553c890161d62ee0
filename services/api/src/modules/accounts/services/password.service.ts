import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { MESSAGES, normaliseEmail, type MessageResponse, type SuccessResponse } from '@tpp/contracts';
import type { DataSource, Repository } from 'typeorm';
import { ApiException } from '../../../infrastructure/http/api-exception.js';
import { RateLimitService } from '../../../infrastructure/http/rate-limit.service.js';
import type { ClientContext } from '../auth/request-auth.js';
import { User } from '../entities/user.entity.js';
import { passwordResetMail } from './account-mails.js';
import { AuthTokenService } from './auth-token.service.js';
import { MailedLinkService } from './mailed-link.service.js';
import { PasswordHasher } from './password-hasher.service.js';
import { SessionService } from './session.service.js';

export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;
export const RESET_LINK_INVALID_MESSAGE =
  'This password reset link is invalid or has expired. Please request a new one.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct.';

/** Forgotten, reset and changed passwords. */
@Injectable()
export class PasswordService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly tokens: AuthTokenService,
    private readonly mailedLinks: MailedLinkService,
    private readonly rateLimits: RateLimitService,
  ) {}

  /** Always the same answer, at once (see MailedLinkService). */
  requestReset(rawEmail: string, client: ClientContext): MessageResponse {
    const email = normaliseEmail(rawEmail);
    this.rateLimits.assertAllowed('forgot-password', { ip: client.ip, email });
    this.mailedLinks.sendLater(email, {
      kind: 'password_reset',
      lifetimeMs: PASSWORD_RESET_LIFETIME_MS,
      page: 'reset-password',
      compose: passwordResetMail,
    });
    return { success: true, message: MESSAGES.forgotPasswordSent };
  }

  /** Sets the new password and ends every session of the user. */
  async reset(code: string, newPassword: string): Promise<SuccessResponse> {
    const passwordHash = await this.passwords.hash(newPassword);
    const done = await this.dataSource.transaction(async (manager) => {
      const owner = await this.tokens.redeem('password_reset', code, manager);
      if (!owner?.userId) return false;
      await manager.update(User, { id: owner.userId }, { passwordHash });
      await this.sessions.revokeAllForUser(owner.userId, null, manager);
      return true;
    });
    if (!done) throw ApiException.badRequest(RESET_LINK_INVALID_MESSAGE);
    return { success: true };
  }

  /** Needs the current password; the user's other sessions end, this one stays. */
  async change(
    userId: number,
    currentSessionId: string,
    oldPassword: string,
    newPassword: string,
  ): Promise<SuccessResponse> {
    const user = await this.users.findOne({
      where: { id: userId },
      select: { id: true, passwordHash: true },
    });
    const valid = user?.passwordHash ? await this.passwords.verify(user.passwordHash, oldPassword) : false;
    if (!valid)
      throw ApiException.badRequest(WRONG_CURRENT_PASSWORD_MESSAGE, {
        old_password: [WRONG_CURRENT_PASSWORD_MESSAGE],
      });
    const passwordHash = await this.passwords.hash(newPassword);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(User, { id: userId }, { passwordHash });
      await this.sessions.revokeAllForUser(userId, currentSessionId, manager);
    });
    return { success: true };
  }
}
