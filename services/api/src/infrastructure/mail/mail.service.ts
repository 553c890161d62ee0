import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { InjectLogger } from '../logging/logging.module.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where the recipient's answer goes (a brand replying to an agent). */
  replyTo?: string;
}

/**
 * Sends mail over SMTP when SMTP_URL is set. Every mail is first written to the outbox table;
 * without SMTP its text (with any link) goes to the log so a local user can follow it.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private transporter: Promise<Transporter> | null = null;
  private readonly logger: Logger;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly outbox: MailOutboxRepository,
    @InjectLogger() logger: Logger,
  ) {
    this.logger = logger.child({ context: 'Mail' });
  }

  /** nodemailer is loaded on the first mail, not at boot. */
  private smtp(smtpUrl: string): Promise<Transporter> {
    this.transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    );
    return this.transporter;
  }

  async send(mail: OutgoingMail): Promise<void> {
    const outboxId = await this.outbox.insert({
      recipient: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    });
    if (!this.config.smtpUrl) {
      this.logger.info(
        { to: mail.to, subject: mail.subject },
        `Mail not sent (SMTP_URL is not set); its text:\n${mail.text}`,
      );
      return;
    }
    try {
      const transporter = await this.smtp(this.config.smtpUrl);
      await transporter.sendMail({
        from: this.config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      });
      await this.outbox.markSent(outboxId);
    } catch (error) {
      await this.outbox.markFailed(outboxId, String((error as Error).message ?? error));
      this.logger.error(
        { err: error, to: mail.to, subject: mail.subject, outboxId },
        'Sending a mail failed',
      );
      throw error;
    }
  }

  async onModuleDestroy(): Promise<void> {
    (await this.transporter)?.close();
  }
}
