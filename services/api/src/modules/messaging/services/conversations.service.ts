import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  COMMON_ERROR_CODES,
  CONVERSATION_MESSAGES_LIMIT,
  CONVERSATIONS_PAGE_SIZE,
  MESSAGING_ERROR_CODES,
  MESSAGING_MESSAGES,
  PRODUCT_NAME,
  TALENT_ERROR_CODES,
  messagePreview,
  type BrandResponseDetails,
  type ContactRequest,
  type ContactResponse,
  type ConversationActionRequest,
  type ConversationIdRequest,
  type ConversationMessage,
  type ConversationsQuery,
  type ConversationsResponse,
  type ConversationWithMessages,
  type DeleteMessageRequest,
  type NewConversationRequest,
  type ReplyRequest,
  type SuccessResponse,
  type UnreadConversationsResponse,
} from '@tpp/contracts';
import { DataSource } from 'typeorm';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import { UploadsService } from '../../uploads/services/uploads.service.js';
import { mapConversation, mapConversationWithMessages, mapMessage } from '../dto/conversation.mapper.js';
import { MessagingException, blankField } from '../messaging.errors.js';
import {
  ConversationsRepository,
  type ConversationRow,
  type MessageSide,
  type Viewer,
} from '../repositories/conversations.repository.js';
import { BrandContactsRepository } from '../repositories/brand-contacts.repository.js';
import { MessageMailService } from './message-mail.service.js';
import { NotificationsService } from './notifications.service.js';

/** A signed-in caller who writes: the viewer and the name their messages carry. */
export interface Caller extends Viewer {
  name: string;
}

/** The staff side's name as a team sees it. */
export const STAFF_SIDE_NAME = `${PRODUCT_NAME} account managers`;

/** A brand response as the sheets module hands it over (inside its transaction). */
export interface BrandResponseConversation {
  teamId: number;
  receiverUserId: number | null;
  receiverName: string;
  response: BrandResponseDetails;
}

/** A request to the account managers that staff write about. */
export interface RequestConversation {
  requestId: number;
  teamId: number;
  userId: number | null;
  requesterName: string;
  influencerId: number | null;
  influencerName: string;
  conversationId: number | null;
}

/**
 * Conversations and their messages. Who sees one: the two members of a team conversation, the
 * whole team for a brand response, the team member and every staff member for a staff
 * conversation; anyone else gets 404 as for a missing one. Each new message queues its mails in
 * its own transaction (see MessageMailService).
 */
@Injectable()
export class ConversationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly conversations: ConversationsRepository,
    private readonly mails: MessageMailService,
    private readonly uploads: UploadsService,
    private readonly contacts: BrandContactsRepository,
    private readonly notifications: NotificationsService,
  ) {}

  async list(viewer: Viewer, query: ConversationsQuery): Promise<ConversationsResponse> {
    const page = query.page ?? 1;
    const rows = await this.conversations.list(viewer, {
      archived: query.archived ?? false,
      onlyUnread: query.only_unread ?? false,
      limit: CONVERSATIONS_PAGE_SIZE,
      offset: (page - 1) * CONVERSATIONS_PAGE_SIZE,
    });
    return {
      conversations: rows.slice(0, CONVERSATIONS_PAGE_SIZE).map(mapConversation),
      page,
      more: rows.length > CONVERSATIONS_PAGE_SIZE,
    };
  }

  async unread(viewer: Viewer): Promise<UnreadConversationsResponse> {
    const count = await this.conversations.unreadCount(viewer);
    return { has_unread_conversations: count > 0, unread_count: count };
  }

  /** Whether the user has unread conversations in the team (GET /api/status). */
  async hasUnread(viewer: Viewer): Promise<boolean> {
    return (await this.conversations.unreadCount(viewer)) > 0;
  }

  private async visible(viewer: Viewer, id: number, db?: Queryable): Promise<ConversationRow> {
    const row = await this.conversations.find(viewer, id, db);
    if (!row) throw new MessagingException(MESSAGING_ERROR_CODES.conversationNotFound);
    return row;
  }

  async get(viewer: Viewer, id: number): Promise<ConversationWithMessages> {
    const row = await this.visible(viewer, id);
    const messages = await this.conversations.messages(row.id, CONVERSATION_MESSAGES_LIMIT);
    return mapConversationWithMessages(row, messages, viewer.userId);
  }

  async start(caller: Caller, body: NewConversationRequest): Promise<ConversationWithMessages> {
    const title = body.title.trim();
    const text = body.body.trim();
    if (!title) throw blankField('title');
    if (!text) throw blankField('body');
    if ((body.receiver_id === undefined) === !body.to_staff)
      throw new MessagingException(COMMON_ERROR_CODES.invalidInput, {
        message: 'Give either receiver_id (a member of your team) or to_staff, not both.',
        fields: { receiver_id: ['Give either receiver_id or to_staff'] },
      });
    let receiver: { id: number; full_name: string } | null = null;
    if (body.receiver_id !== undefined) {
      receiver = (await this.conversations.teamMember(caller.teamId, body.receiver_id)) ?? null;
      if (!receiver || receiver.id === caller.userId)
        throw new MessagingException(MESSAGING_ERROR_CODES.receiverNotFound, {
          fields: { receiver_id: ['receiver_id must be another member of your team'] },
        });
    }
    if (
      body.influencer_id !== undefined &&
      !(await this.conversations.teamHasInfluencer(caller.teamId, body.influencer_id))
    )
      throw new MessagingException(TALENT_ERROR_CODES.influencerNotFound, {
        fields: { influencer_id: ['influencer_id must be a creator of your team'] },
      });
    const id = await this.db.transaction(async (tx) => {
      const conversationId = await this.conversations.insert(
        {
          kind: receiver ? 'team' : 'staff',
          teamId: caller.teamId,
          title,
          creatorUserId: caller.userId,
          creatorName: caller.name,
          receiverUserId: receiver?.id ?? null,
          receiverName: receiver?.full_name ?? STAFF_SIDE_NAME,
          influencerId: body.influencer_id ?? null,
        },
        tx,
      );
      await this.write(tx, conversationId, { userId: caller.userId, name: caller.name, side: 'team' }, text);
      return conversationId;
    });
    this.mails.wake();
    return this.get(caller, id);
  }

  async reply(caller: Caller, body: ReplyRequest): Promise<ConversationMessage> {
    const text = body.content.trim();
    if (!text) throw blankField('content');
    const messageId = await this.db.transaction(async (tx) => {
      const conversation = await this.visible(caller, body.conversation_id, tx);
      const side: MessageSide = conversation.kind === 'staff' && caller.isStaff ? 'staff' : 'team';
      return this.write(tx, conversation.id, { userId: caller.userId, name: caller.name, side }, text);
    });
    this.mails.wake();
    return mapMessage((await this.conversations.message(messageId))!, caller.userId);
  }

  async markRead(viewer: Viewer, body: ConversationIdRequest): Promise<SuccessResponse> {
    const conversation = await this.visible(viewer, body.conversation_id);
    await this.conversations.markRead(conversation.id, viewer.userId);
    if (conversation.kind === 'staff' && viewer.isStaff)
      await this.conversations.clearStaffMail(conversation.id);
    return { success: true };
  }

  /**
   * Ends every reply link mailed to the conversation's brand contact (a forwarded mail, a new
   * person at the brand): they answer 404 from now on; the next reply mails a new link.
   */
  async revokeReplyLinks(viewer: Viewer, body: ConversationIdRequest): Promise<SuccessResponse> {
    const conversation = await this.visible(viewer, body.conversation_id);
    if (conversation.kind !== 'brand' || conversation.brand_contact_id === null)
      throw new MessagingException(MESSAGING_ERROR_CODES.conversationNotFound);
    await this.contacts.revokeLinks(conversation.team_id, conversation.brand_contact_id);
    return { success: true };
  }

  async archive(viewer: Viewer, body: ConversationActionRequest): Promise<SuccessResponse> {
    const conversation = await this.visible(viewer, body.conversation_id);
    await this.conversations.setArchived(conversation.id, viewer.userId, body.action === 'archive');
    return { success: true };
  }

  async deleteMessage(viewer: Viewer, body: DeleteMessageRequest): Promise<SuccessResponse> {
    await this.db.transaction(async (tx) => {
      const message = await this.conversations.message(body.message_id, tx);
      const conversation = message && (await this.conversations.find(viewer, message.conversation_id, tx));
      if (!message || !conversation) throw new MessagingException(MESSAGING_ERROR_CODES.messageNotFound);
      if (message.sender_user_id !== viewer.userId)
        throw new MessagingException(MESSAGING_ERROR_CODES.notOwnMessage);
      await this.conversations.lock(conversation.id, tx);
      await this.conversations.deleteMessage(message, tx);
    });
    return { success: true };
  }

  /** Contact Us: a staff conversation from the caller with the note and its attachments. */
  async contact(caller: Caller, body: ContactRequest): Promise<ContactResponse> {
    const note = body.note.trim();
    if (!note)
      throw new MessagingException(MESSAGING_ERROR_CODES.blankMessage, {
        message: MESSAGING_MESSAGES.contactBlank,
        fields: { note: [MESSAGING_MESSAGES.contactBlank] },
      });
    const keys = [...new Set(body.uploadedKeys ?? [])];
    await this.uploads.verify(caller.teamId, keys, { field: 'uploadedKeys' });
    const id = await this.db.transaction(async (tx) => {
      await this.uploads.markUsed(tx, caller.teamId, keys, 'private');
      const conversationId = await this.conversations.insert(
        {
          kind: 'staff',
          teamId: caller.teamId,
          title: 'Contact Us',
          creatorUserId: caller.userId,
          creatorName: caller.name,
          receiverUserId: null,
          receiverName: STAFF_SIDE_NAME,
        },
        tx,
      );
      await this.write(
        tx,
        conversationId,
        { userId: caller.userId, name: caller.name, side: 'team' },
        note,
        keys,
      );
      return conversationId;
    });
    this.mails.wake();
    return { success: true, conversation_id: id };
  }

  /** A brand's response to a shared sheet becomes a conversation in the team's inbox (in the caller's transaction). */
  async openBrandConversation(db: Queryable, input: BrandResponseConversation): Promise<number> {
    const { response } = input;
    const brandContactId = await this.contacts.findOrCreate(
      input.teamId,
      { email: response.responder_email, name: response.responder_name },
      db,
    );
    const conversationId = await this.conversations.insert(
      {
        kind: 'brand',
        teamId: input.teamId,
        title: `Response to "${response.sheet_title}"`,
        creatorUserId: null,
        creatorName: response.responder_name,
        receiverUserId: input.receiverUserId,
        receiverName: input.receiverName,
        brandResponse: response,
        brandEmail: response.responder_email,
        brandContactId,
      },
      db,
    );
    const liked = response.liked.length
      ? `Liked: ${response.liked.map((creator) => creator.name).join(', ')}.`
      : 'No creators liked.';
    const body = response.comments ? `${response.comments}\n\n${liked}` : `(No comments.) ${liked}`;
    await this.write(
      db,
      conversationId,
      { userId: null, name: response.responder_name, side: 'brand' },
      body,
    );
    return conversationId;
  }

  /**
   * Staff write to the requester about a request: the first time opens the conversation (the
   * caller then marks the request conversation_started), later it is a reply there.
   */
  async writeAboutRequest(
    db: Queryable,
    staff: Caller,
    request: RequestConversation,
    body: string,
  ): Promise<number> {
    const text = body.trim();
    if (!text) throw blankField('body');
    const conversationId =
      request.conversationId ??
      (await this.conversations.insert(
        {
          kind: 'staff',
          teamId: request.teamId,
          title: `Your request: ${request.influencerName}`,
          creatorUserId: staff.userId,
          creatorName: staff.name,
          receiverUserId: request.userId,
          receiverName: request.requesterName,
          influencerId: request.influencerId,
          requestId: request.requestId,
        },
        db,
      ));
    await this.conversations.lock(conversationId, db);
    await this.write(db, conversationId, { userId: staff.userId, name: staff.name, side: 'staff' }, text);
    return conversationId;
  }

  /**
   * A brand contact's answer on their reply page: a brand message in the conversation, a
   * notification to the agents who hear of it (the sheet's maker and the member who last replied)
   * and their mail, one per conversation until they read it.
   */
  async writeBrandAnswer(
    link: { conversationId: number; teamId: number; contactName: string },
    text: string,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.conversations.lock(link.conversationId, tx);
      const messageId = await this.write(
        tx,
        link.conversationId,
        { userId: null, name: link.contactName, side: 'brand' },
        text,
      );
      const conversation = (await this.conversations.mailFacts(messageId, tx))!.conversation;
      for (const userId of await this.conversations.brandAgents(link.conversationId, tx)) {
        await this.notifications.notify(tx, {
          userId,
          teamId: link.teamId,
          kind: 'brand_response',
          title: `${link.contactName} answered about "${conversation.brand_response?.sheet_title ?? conversation.title}"`,
          body: messagePreview(text),
          href: `/messages?conversation_id=${link.conversationId}`,
        });
        if (await this.conversations.claimUserMail(link.conversationId, userId, tx))
          await this.mails.queueMail(tx, messageId, { to: 'user', userId });
      }
    });
    this.mails.wake();
  }

  wakeMail(): void {
    this.mails.wake();
  }

  /** Adds a message and queues the mails it causes (one per conversation until read; every reply to a brand). */
  private async write(
    db: Queryable,
    conversationId: number,
    sender: { userId: number | null; name: string; side: MessageSide },
    body: string,
    uploadKeys: string[] = [],
  ): Promise<number> {
    const messageId = await this.conversations.addMessage(
      {
        conversationId,
        senderUserId: sender.userId,
        senderName: sender.name,
        side: sender.side,
        body,
        uploadKeys,
      },
      db,
    );
    const conversation = (await this.conversations.recipients(conversationId, db))!;
    if (conversation.kind === 'team') {
      const other =
        conversation.creator_user_id === sender.userId
          ? conversation.receiver_user_id
          : conversation.creator_user_id;
      if (other !== null && (await this.conversations.claimUserMail(conversationId, other, db)))
        await this.mails.queueMail(db, messageId, { to: 'user', userId: other });
    } else if (conversation.kind === 'staff') {
      const teamUser = conversation.receiver_user_id ?? conversation.creator_user_id;
      if (sender.side === 'team') {
        if (await this.conversations.claimStaffMail(conversationId, db))
          await this.mails.queueMail(db, messageId, { to: 'support' });
      } else if (
        teamUser !== null &&
        (await this.conversations.claimUserMail(conversationId, teamUser, db))
      ) {
        await this.mails.queueMail(db, messageId, { to: 'user', userId: teamUser });
      }
    } else if (sender.side === 'team') {
      await this.mails.queueMail(db, messageId, { to: 'brand' });
    }
    return messageId;
  }
}
