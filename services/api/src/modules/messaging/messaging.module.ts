import { Module, type OnModuleInit } from '@nestjs/common';
import { MailModule } from '../../infrastructure/mail/mail.module.js';
import { AccountsModule } from '../accounts/accounts.module.js';
import { StatusContributions } from '../accounts/services/status-contributions.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { BrandReplyController } from './controllers/brand-reply.controller.js';
import { ConversationsController } from './controllers/conversations.controller.js';
import { NotificationsController } from './controllers/notifications.controller.js';
import { BrandContactsRepository } from './repositories/brand-contacts.repository.js';
import { ConversationsRepository } from './repositories/conversations.repository.js';
import { NotificationsRepository } from './repositories/notifications.repository.js';
import { BrandReplyService } from './services/brand-reply.service.js';
import { ConversationsService } from './services/conversations.service.js';
import { MessageMailService } from './services/message-mail.service.js';
import { NotificationsService } from './services/notifications.service.js';

/**
 * Conversations (team members, a team and the staff, a team and a responding brand), Contact
 * Us, message mails through the job queue, notifications, and brand contacts with their
 * personal reply links (see README.md). Sheets, requests
 * and intake import it to open conversations and to notify.
 */
@Module({
  imports: [AccountsModule, MailModule, UploadsModule],
  controllers: [ConversationsController, NotificationsController, BrandReplyController],
  providers: [
    BrandContactsRepository,
    BrandReplyService,
    ConversationsRepository,
    ConversationsService,
    MessageMailService,
    NotificationsRepository,
    NotificationsService,
  ],
  exports: [ConversationsService, NotificationsService, ConversationsRepository],
})
export class MessagingModule implements OnModuleInit {
  constructor(
    private readonly statusContributions: StatusContributions,
    private readonly conversations: ConversationsService,
  ) {}

  onModuleInit(): void {
    this.statusContributions.register(async (caller) => ({
      has_unread_conversations: await this.conversations.hasUnread(caller),
    }));
  }
}
