import { Injectable } from '@nestjs/common';
import {
  CONVERSATION_MESSAGES_LIMIT,
  MESSAGING_ERROR_CODES,
  type BrandReplyRequest,
  type BrandReplyThread,
} from '@tpp/contracts';
import { hashToken } from '../../../common/secure-token.js';
import { RateLimitService } from '../../../infrastructure/http/rate-limit.service.js';
import type { ClientContext } from '../../accounts/auth/request-auth.js';
import { mapBrandReplyThread } from '../dto/conversation.mapper.js';
import { MessagingException, blankField } from '../messaging.errors.js';
import { BrandContactsRepository, type ReplyLinkRow } from '../repositories/brand-contacts.repository.js';
import { ConversationsRepository } from '../repositories/conversations.repository.js';
import { ConversationsService } from './conversations.service.js';

/**
 * A brand contact's reply page: the token of their personal reply link (mailed with every reply
 * of the agency) opens that one conversation, and their answer lands in it as a brand message.
 * An unknown, forged or revoked token answers the same 404 through the same single lookup.
 */
@Injectable()
export class BrandReplyService {
  constructor(
    private readonly contacts: BrandContactsRepository,
    private readonly conversations: ConversationsRepository,
    private readonly service: ConversationsService,
    private readonly rateLimits: RateLimitService,
  ) {}

  async thread(token: string): Promise<BrandReplyThread> {
    return this.page(await this.link(token));
  }

  /** Adds the brand's answer (rate-limited per IP like the other anonymous forms). */
  async answer(token: string, body: BrandReplyRequest, client: ClientContext): Promise<BrandReplyThread> {
    await this.rateLimits.assertAllowed('brand-reply', { ip: client.ip });
    const link = await this.link(token);
    const text = body.content.trim();
    if (!text) throw blankField('content');
    await this.service.writeBrandAnswer(
      { conversationId: link.conversation_id, teamId: link.team_id, contactName: link.contact_name },
      text,
    );
    return this.page(link);
  }

  private async link(token: string): Promise<ReplyLinkRow> {
    const link = await this.contacts.findReplyLink(hashToken(token));
    if (!link) throw new MessagingException(MESSAGING_ERROR_CODES.replyLinkNotFound);
    return link;
  }

  private async page(link: ReplyLinkRow): Promise<BrandReplyThread> {
    const [header, messages] = await Promise.all([
      this.conversations.brandThreadHeader(link.conversation_id),
      this.conversations.messages(link.conversation_id, CONVERSATION_MESSAGES_LIMIT),
    ]);
    if (!header) throw new MessagingException(MESSAGING_ERROR_CODES.replyLinkNotFound);
    return mapBrandReplyThread(header, link.contact_name, messages);
  }
}
