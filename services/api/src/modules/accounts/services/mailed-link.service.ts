import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config.js';
import { InjectConfig } from '../../../config/config.module.js';
import { BackgroundTasks } from '../../../infrastructure/jobs/background-tasks.service.js';
import { MailService, type OutgoingMail } from '../../../infrastructure/mail/mail.service.js';
import type { AuthTokenKind } from '../accounts.types.js';
import { UsersRepository } from '../repositories/users.repository.js';
import { AuthTokenService } from './auth-token.service.js';

export interface MailedLink {
  kind: AuthTokenKind;
  lifetimeMs: number;
  /** The page of the link: `${PUBLIC_URL}/${page}/${token}`. */
  page: string;
  compose: (to: string, link: string) => OutgoingMail;
}

/**
 * Mails a single-use link to an address when it has an account. The lookup, the token and the
 * mail happen after the caller has answered, so the answer is the same, in the same time, for
 * known and unknown addresses.
 */
@Injectable()
export class MailedLinkService {
  constructor(
    private readonly users: UsersRepository,
    @InjectConfig() private readonly config: AppConfig,
    private readonly tokens: AuthTokenService,
    private readonly mail: MailService,
    private readonly background: BackgroundTasks,
  ) {}

  sendLater(email: string, link: MailedLink): void {
    this.background.run(`${link.kind} mail`, async () => {
      const user = await this.users.findIdByEmail(email);
      if (!user) return;
      const token = await this.tokens.issue(link.kind, { userId: user.id, email: null }, link.lifetimeMs);
      await this.mail.send(link.compose(user.email, `${this.config.publicUrl}/${link.page}/${token}`));
    });
  }
}
