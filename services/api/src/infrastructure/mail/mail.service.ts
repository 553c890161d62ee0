import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import type { Queryable } from '../database/queryable.js';
import { JobQueue, type JobContext } from '../jobs/job-queue.service.js';
import { InjectLogger } from '../logging/logging.module.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';

/** The queue that delivers mail: its job carries the outbox row's id. */
export const MAIL_JOB = 'mail';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where the recipient's answer goes (a brand replying to an agent). */
  replyTo?: string;
}

export interface QueueMailOptions {
  /** Makes the mail once per key (e.g. the id of the job that composed it): a second queue with the same key writes nothing. */
  sourceKey?: string;
}

/**
 * Every mail goes through the job queue: `queue()` writes the outbox row and its `mail` job in
 * the caller's transaction (so the mail exists exactly when what caused it commits), and the job
 * delivers the row over SMTP (SMTP_URL) with the queue's retries and backoff, once: it locks the
 * row and skips it once sent. Without SMTP_URL the mail's text (with any link) goes to the log
 * so a local user can follow it, and the row stays unsent.
 */
@Injectable()
export class MailService implements OnModuleInit, OnModuleDestroy {
  private transporter: Promise<Transporter> | null = null;
  private readonly logger: Logger;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: MailOutboxRepository,
    private readonly jobs: JobQueue,
    @InjectLogger() logger: Logger,
  ) {
    this.logger = logger.child({ context: 'Mail' });
  }

  onModuleInit(): void {
    this.jobs.define({
      name: MAIL_JOB,
      expireInSeconds: 60,
      handle: (data, job) => this.deliver(data.outboxId, job),
      failed: async (data, error) => {
        await this.outbox.markFailed(data.outboxId, error.message);
        this.logger.error({ err: error, outboxId: data.outboxId }, 'A mail was not sent (no retry left)');
      },
    });
  }

  /**
   * Writes the mail and its delivery job in `db` (a transaction's EntityManager: both exist
   * exactly when it commits). Call wake() after the commit. Answers the outbox row's id, or null
   * when a mail with the same source key exists.
   */
  async queue(db: Queryable, mail: OutgoingMail, options: QueueMailOptions = {}): Promise<number | null> {
    const outboxId = await this.outbox.insert(
      {
        recipient: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(options.sourceKey ? { sourceKey: options.sourceKey } : {}),
      },
      db,
    );
    if (outboxId !== null) await this.jobs.send(MAIL_JOB, { outboxId }, { db });
    return outboxId;
  }

  /** Whether a mail with this source key was queued (seen by `db`). */
  queued(db: Queryable, sourceKey: string): Promise<boolean> {
    return this.outbox.hasSourceKey(sourceKey, db);
  }

  /** Starts this process's mail workers now (after the transaction that queued a mail committed). */
  wake(): void {
    this.jobs.wake(MAIL_JOB);
  }

  /** nodemailer is loaded on the first mail, not at boot. */
  private smtp(smtpUrl: string): Promise<Transporter> {
    this.transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    );
    return this.transporter;
  }

  /**
   * Delivers one outbox row, holding its lock while it sends: a second worker given the same job
   * (a redelivery after expiry) waits, then sees it sent and skips it.
   */
  private async deliver(outboxId: number, job: JobContext): Promise<void> {
    const attempt = job.retryCount + 1;
    try {
      await this.dataSource.transaction(async (tx) => {
        const row = await this.outbox.lockForDelivery(outboxId, tx);
        if (!row || row.sent_at) return;
        if (!this.config.smtpUrl) {
          this.logger.info(
            { to: row.recipient, subject: row.subject, outboxId },
            `Mail not sent (SMTP_URL is not set); its text:\n${row.text_body}`,
          );
          return;
        }
        const transporter = await this.smtp(this.config.smtpUrl);
        await transporter.sendMail({
          from: this.config.mailFrom,
          to: row.recipient,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        });
        await this.outbox.markSent(outboxId, attempt, tx);
      });
    } catch (error) {
      const message = String((error as Error).message ?? error);
      await this.outbox.recordError(outboxId, message, attempt);
      this.logger.warn({ err: error, outboxId, attempt }, 'Sending a mail failed (it is retried)');
      throw error;
    }
  }

  async onModuleDestroy(): Promise<void> {
    (await this.transporter)?.close();
  }
}
