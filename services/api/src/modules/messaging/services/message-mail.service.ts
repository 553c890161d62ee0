import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../../config/app-config.js';
import { InjectConfig } from '../../../config/config.module.js';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import { JobQueue, type JobContext } from '../../../infrastructure/jobs/job-queue.service.js';
import type { JobPayload, MessageMailRecipient } from '../../../infrastructure/jobs/job-registry.js';
import { InjectLogger } from '../../../infrastructure/logging/logging.module.js';
import { MailService, type OutgoingMail } from '../../../infrastructure/mail/mail.service.js';
import { uploadUrl } from '../../uploads/upload-keys.js';
import { BrandContactsRepository } from '../repositories/brand-contacts.repository.js';
import { ConversationsRepository } from '../repositories/conversations.repository.js';
import { newContactLinkToken, replyLinkPath } from './contact-links.js';
import { brandReplyMail, newMessageMail } from './message-mails.js';

export const MESSAGE_MAIL_JOB = 'message-mail';

export type { MessageMailRecipient };
type MessageMailJob = JobPayload<typeof MESSAGE_MAIL_JOB>;

/**
 * Mails about new messages go through the job queue: the job is written in the transaction that
 * writes the message, so a crash after the answer loses no mail, and a failed send is retried.
 */
@Injectable()
export class MessageMailService implements OnModuleInit {
  private readonly logger: Logger;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly queue: JobQueue,
    private readonly conversations: ConversationsRepository,
    private readonly contacts: BrandContactsRepository,
    private readonly mail: MailService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectLogger() logger: Logger,
  ) {
    this.logger = logger.child({ context: 'MessageMail' });
  }

  onModuleInit(): void {
    this.queue.define({
      name: MESSAGE_MAIL_JOB,
      expireInSeconds: 60,
      handle: (data, job) => this.deliver(data, job),
      failed: async (data, error) => {
        this.logger.error(
          { err: error, messageId: data.messageId, to: data.to },
          'A message mail was not sent',
        );
      },
    });
  }

  /** Queues the mail inside the caller's transaction. */
  async queueMail(db: Queryable, messageId: number, recipient: MessageMailRecipient): Promise<void> {
    await this.queue.send(MESSAGE_MAIL_JOB, { messageId, ...recipient }, { db });
  }

  wake(): void {
    this.queue.wake(MESSAGE_MAIL_JOB);
  }

  /**
   * Composes the mail and queues it (`mail` delivers it), once per job: its source key is the
   * job's id. A brand's reply link is stored in the same transaction as the mail that carries it.
   */
  private async deliver(data: MessageMailJob, job: JobContext): Promise<void> {
    const sourceKey = `${MESSAGE_MAIL_JOB}:${job.id}`;
    const queued = await this.dataSource.transaction(async (tx) => {
      if (await this.mail.queued(tx, sourceKey)) return false;
      const mail = await this.compose(data, tx);
      return mail !== null && (await this.mail.queue(tx, mail, { sourceKey })) !== null;
    });
    if (queued) this.mail.wake();
  }

  /**
   * A new personal reply link of the conversation's brand contact: every reply mail carries its
   * own token (only its hash is stored), each opening this conversation until revoked.
   */
  private async replyLink(
    conversation: { id: number; brand_contact_id: number | null },
    tx: Queryable,
  ): Promise<string | null> {
    if (conversation.brand_contact_id === null) return null;
    const { token, hash } = newContactLinkToken();
    await this.contacts.addReplyLink(conversation.brand_contact_id, conversation.id, hash, tx);
    return `${this.config.publicUrl}${replyLinkPath(token)}`;
  }

  private async compose(job: MessageMailJob, tx: Queryable): Promise<OutgoingMail | null> {
    const found = await this.conversations.mailFacts(job.messageId);
    if (!found) return null; // the message was deleted before its mail went out
    const { message, conversation } = found;
    if (job.to === 'brand') {
      if (!conversation.brand_email) return null;
      const agent = message.sender_user_id
        ? await this.conversations.userContact(message.sender_user_id)
        : undefined;
      return brandReplyMail(conversation.brand_email, {
        teamName: conversation.team_name,
        agentName: message.sender_name,
        agentEmail: agent?.email ?? this.config.supportEmail,
        sheetTitle: conversation.brand_response?.sheet_title ?? conversation.title,
        body: message.body,
        replyLink: await this.replyLink(conversation, tx),
      });
    }
    const to =
      job.to === 'support'
        ? this.config.supportEmail
        : (await this.conversations.userContact(job.userId))?.email;
    if (!to) return null;
    return newMessageMail(to, {
      conversationTitle: conversation.title,
      senderName:
        message.side === 'team' && job.to === 'support'
          ? `${message.sender_name} (${conversation.team_name})`
          : message.sender_name,
      body: message.body,
      link: `${this.config.publicUrl}/messages?conversation_id=${conversation.id}`,
      attachments: message.attachments.map((file) => ({
        filename: file.filename,
        url: `${this.config.publicUrl}${uploadUrl(file.key)}`,
      })),
    });
  }
}
