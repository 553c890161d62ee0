import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BrandContact, BrandResponseDetails, ConversationKind } from '@tpp/contracts';
import { DataSource } from 'typeorm';
import { firstRow, type Queryable, returning } from '../../../infrastructure/database/queryable.js';

/** Who asks: the user, the team they act in, and whether they are platform staff. */
export interface Viewer {
  userId: number;
  teamId: number;
  isStaff: boolean;
}

export type MessageSide = 'team' | 'staff' | 'brand';

export interface ConversationRow {
  id: number;
  kind: ConversationKind;
  team_id: number;
  title: string;
  creator_user_id: number | null;
  creator_name: string;
  receiver_user_id: number | null;
  receiver_name: string;
  influencer_id: number | null;
  influencer_name: string | null;
  request_id: number | null;
  brand_response: BrandResponseDetails | null;
  brand_email: string | null;
  brand_contact_id: number | null;
  brand_contact: BrandContact | null;
  last_message_at: Date;
  created_at: Date;
  message_ids: number[];
  has_unread: boolean;
  archived: boolean;
  preview_sender: string | null;
  preview_body: string | null;
}

export interface MessageRow {
  id: number;
  conversation_id: number;
  sender_user_id: number | null;
  sender_name: string;
  side: MessageSide;
  body: string;
  created_at: Date;
  attachments: { key: string; filename: string; content_type: string }[];
}

/** A conversation as the mail about one of its messages needs it. */
export type MailConversationRow = Pick<
  ConversationRow,
  'id' | 'team_id' | 'title' | 'brand_email' | 'brand_response' | 'brand_contact_id'
> & { team_name: string };

export interface BrandThreadHeaderRow {
  team_name: string;
  sheet_title: string;
}

export interface NewConversation {
  kind: ConversationKind;
  teamId: number;
  title: string;
  creatorUserId: number | null;
  creatorName: string;
  receiverUserId: number | null;
  receiverName: string;
  influencerId?: number | null;
  requestId?: number | null;
  brandResponse?: BrandResponseDetails | null;
  brandEmail?: string | null;
  brandContactId?: number | null;
}

export interface NewMessage {
  conversationId: number;
  senderUserId: number | null;
  senderName: string;
  side: MessageSide;
  body: string;
  uploadKeys?: string[];
}

/**
 * Which conversations a viewer sees ($1 user, $2 team, $3 staff): those of their team they take
 * part in (brand conversations belong to the whole team), and, for staff, every staff
 * conversation of any team.
 */
const VISIBLE = `((c.team_id = $2 AND (c.kind = 'brand' OR $1 IN (c.creator_user_id, c.receiver_user_id)))
  OR ($3 AND c.kind = 'staff'))`;

/** The viewer's side in c: staff in staff conversations when staff, else the team. */
const VIEWER_SIDE = `(CASE WHEN c.kind = 'staff' AND $3 THEN 'staff' ELSE 'team' END)`;

/** A message of m from the other side than the viewer's (team conversations: from the other member). */
const FROM_OTHER_SIDE = `(CASE WHEN c.kind = 'team' THEN m.sender_user_id IS DISTINCT FROM $1
  ELSE m.side <> ${VIEWER_SIDE} END)`;

const UNREAD = `EXISTS (SELECT 1 FROM conversation_messages m
  WHERE m.conversation_id = c.id AND m.id > coalesce(r.last_read_message_id, 0) AND ${FROM_OTHER_SIDE})`;

const COLUMNS = `c.id, c.kind, c.team_id, c.title, c.creator_user_id, c.creator_name, c.receiver_user_id,
  c.receiver_name, c.influencer_id, c.request_id, c.brand_response, c.brand_email, c.brand_contact_id, c.last_message_at, c.created_at,
  (SELECT json_build_object('id', bc.id, 'name', bc.name, 'email', bc.email, 'company', bc.company)
     FROM brand_contacts bc WHERE bc.id = c.brand_contact_id AND bc.team_id = c.team_id) AS brand_contact,
  (SELECT coalesce(nullif(btrim(ti.custom_display_name), ''), i.fullname) FROM influencers i
     LEFT JOIN team_influencers ti ON ti.team_id = c.team_id AND ti.influencer_id = i.id
    WHERE i.id = c.influencer_id) AS influencer_name,
  ARRAY(SELECT m.id FROM conversation_messages m WHERE m.conversation_id = c.id ORDER BY m.id) AS message_ids,
  ${UNREAD} AS has_unread,
  coalesce(r.archived, false) AS archived,
  lm.sender_name AS preview_sender, left(lm.body, 121) AS preview_body`;

const FROM = `FROM conversations c
  LEFT JOIN conversation_reads r ON r.conversation_id = c.id AND r.user_id = $1
  LEFT JOIN conversation_messages lm ON lm.id = c.last_message_id`;

const MESSAGE_COLUMNS = `m.id, m.conversation_id, m.sender_user_id, m.sender_name, m.side, m.body, m.created_at,
  (SELECT coalesce(json_agg(json_build_object('key', u.key, 'filename', u.filename, 'content_type', u.content_type)
            ORDER BY array_position(m.upload_keys, u.key)), '[]')
     FROM uploads u WHERE u.team_id = c.team_id AND u.key = ANY(m.upload_keys)) AS attachments`;

/** conversations, conversation_messages and conversation_reads. Every read is scoped by the viewer. */
@Injectable()
export class ConversationsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private params(viewer: Viewer): [number, number, boolean] {
    return [viewer.userId, viewer.teamId, viewer.isStaff];
  }

  /** A page of the viewer's conversations (inbox or archive), latest activity first; one more than `limit` tells of more. */
  list(
    viewer: Viewer,
    options: { archived: boolean; onlyUnread: boolean; limit: number; offset: number },
  ): Promise<ConversationRow[]> {
    return this.db.query(
      `SELECT ${COLUMNS} ${FROM}
        WHERE ${VISIBLE} AND coalesce(r.archived, false) = $4 AND (NOT $5 OR ${UNREAD})
        ORDER BY c.last_message_at DESC, c.id DESC LIMIT $6 OFFSET $7`,
      [...this.params(viewer), options.archived, options.onlyUnread, options.limit + 1, options.offset],
    );
  }

  async unreadCount(viewer: Viewer): Promise<number> {
    const rows: { count: number }[] = await this.db.query(
      `SELECT count(*)::int AS count FROM conversations c
         LEFT JOIN conversation_reads r ON r.conversation_id = c.id AND r.user_id = $1
        WHERE ${VISIBLE} AND ${UNREAD}`,
      this.params(viewer),
    );
    return rows[0]!.count;
  }

  /** The conversation if the viewer sees it. */
  async find(viewer: Viewer, id: number, db: Queryable = this.db): Promise<ConversationRow | undefined> {
    return firstRow<ConversationRow>(db, `SELECT ${COLUMNS} ${FROM} WHERE c.id = $4 AND ${VISIBLE}`, [
      ...this.params(viewer),
      id,
    ]);
  }

  /** The latest `limit` messages, oldest first. */
  messages(conversationId: number, limit: number): Promise<MessageRow[]> {
    return this.db.query(
      `SELECT * FROM (
         SELECT ${MESSAGE_COLUMNS} FROM conversation_messages m JOIN conversations c ON c.id = m.conversation_id
          WHERE m.conversation_id = $1 ORDER BY m.id DESC LIMIT $2) latest
        ORDER BY id`,
      [conversationId, limit],
    );
  }

  async message(id: number, db: Queryable = this.db): Promise<MessageRow | undefined> {
    return firstRow<MessageRow>(
      db,
      `SELECT ${MESSAGE_COLUMNS} FROM conversation_messages m JOIN conversations c ON c.id = m.conversation_id
        WHERE m.id = $1`,
      [id],
    );
  }

  async insert(conversation: NewConversation, db: Queryable = this.db): Promise<number> {
    const rows: { id: number }[] = await db.query(
      `INSERT INTO conversations (kind, team_id, title, creator_user_id, creator_name, receiver_user_id, receiver_name,
         influencer_id, request_id, brand_response, brand_email, brand_contact_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        conversation.kind,
        conversation.teamId,
        conversation.title,
        conversation.creatorUserId,
        conversation.creatorName,
        conversation.receiverUserId,
        conversation.receiverName,
        conversation.influencerId ?? null,
        conversation.requestId ?? null,
        conversation.brandResponse ?? null,
        conversation.brandEmail ?? null,
        conversation.brandContactId ?? null,
      ],
    );
    return rows[0]!.id;
  }

  /**
   * Adds a message, moves the conversation's latest activity, brings it back from every archive
   * but the sender's, and marks it read for its sender.
   */
  async addMessage(message: NewMessage, db: Queryable = this.db): Promise<number> {
    const rows: { id: number }[] = await db.query(
      `INSERT INTO conversation_messages (conversation_id, sender_user_id, sender_name, side, body, upload_keys)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        message.conversationId,
        message.senderUserId,
        message.senderName,
        message.side,
        message.body,
        message.uploadKeys ?? [],
      ],
    );
    const id = rows[0]!.id;
    await db.query(`UPDATE conversations SET last_message_id = $2, last_message_at = now() WHERE id = $1`, [
      message.conversationId,
      id,
    ]);
    await db.query(
      `UPDATE conversation_reads SET archived = false
        WHERE conversation_id = $1 AND archived AND user_id IS DISTINCT FROM $2`,
      [message.conversationId, message.senderUserId],
    );
    if (message.senderUserId !== null)
      await this.markRead(message.conversationId, message.senderUserId, id, db);
    return id;
  }

  /** Marks the conversation read up to `upToMessageId` (or its latest message) and clears the pending mail. */
  async markRead(
    conversationId: number,
    userId: number,
    upToMessageId?: number,
    db: Queryable = this.db,
  ): Promise<void> {
    await db.query(
      `INSERT INTO conversation_reads (conversation_id, user_id, last_read_message_id)
       SELECT c.id, $2, coalesce($3, c.last_message_id, 0) FROM conversations c WHERE c.id = $1
       ON CONFLICT (conversation_id, user_id) DO UPDATE
         SET last_read_message_id = greatest(conversation_reads.last_read_message_id, excluded.last_read_message_id),
             mailed = false`,
      [conversationId, userId, upToMessageId ?? null],
    );
  }

  async setArchived(conversationId: number, userId: number, archived: boolean): Promise<void> {
    await this.db.query(
      `INSERT INTO conversation_reads (conversation_id, user_id, archived) VALUES ($1, $2, $3)
       ON CONFLICT (conversation_id, user_id) DO UPDATE SET archived = excluded.archived`,
      [conversationId, userId, archived],
    );
  }

  /**
   * Claims the mail about new messages for a user: true when no mail went out since they last
   * read the conversation (then one is due), false when one already did.
   */
  async claimUserMail(conversationId: number, userId: number, db: Queryable = this.db): Promise<boolean> {
    const rows = returning<unknown>(
      await db.query(
        `INSERT INTO conversation_reads (conversation_id, user_id, mailed) VALUES ($1, $2, true)
       ON CONFLICT (conversation_id, user_id) DO UPDATE SET mailed = true WHERE NOT conversation_reads.mailed
       RETURNING 1`,
        [conversationId, userId],
      ),
    );
    return rows.length > 0;
  }

  /** The same for the staff's support address: one mail until a staff member reads the conversation. */
  async claimStaffMail(conversationId: number, db: Queryable = this.db): Promise<boolean> {
    const rows = returning<unknown>(
      await db.query(
        `UPDATE conversations SET staff_mailed = true WHERE id = $1 AND NOT staff_mailed RETURNING 1`,
        [conversationId],
      ),
    );
    return rows.length > 0;
  }

  async clearStaffMail(conversationId: number): Promise<void> {
    await this.db.query(`UPDATE conversations SET staff_mailed = false WHERE id = $1`, [conversationId]);
  }

  /** Deletes the message and moves the conversation's latest message to the one before it. */
  async deleteMessage(
    message: Pick<MessageRow, 'id' | 'conversation_id'>,
    db: Queryable = this.db,
  ): Promise<void> {
    await db.query(`DELETE FROM conversation_messages WHERE id = $1`, [message.id]);
    await db.query(
      `UPDATE conversations c SET last_message_id = latest.id, last_message_at = coalesce(latest.created_at, c.created_at)
         FROM (SELECT max(id) AS id, max(created_at) AS created_at FROM conversation_messages WHERE conversation_id = $1) latest
        WHERE c.id = $1`,
      [message.conversation_id],
    );
  }

  /** The conversation's kind and participants (unscoped: for the mails of a message being written). */
  async recipients(
    conversationId: number,
    db: Queryable = this.db,
  ): Promise<Pick<ConversationRow, 'kind' | 'creator_user_id' | 'receiver_user_id'> | undefined> {
    return firstRow<Pick<ConversationRow, 'kind' | 'creator_user_id' | 'receiver_user_id'>>(
      db,
      `SELECT kind, creator_user_id, receiver_user_id FROM conversations WHERE id = $1`,
      [conversationId],
    );
  }

  /** Locks the conversation row (message order and the latest message stay consistent). */
  async lock(conversationId: number, db: Queryable = this.db): Promise<void> {
    await db.query(`SELECT 1 FROM conversations WHERE id = $1 FOR UPDATE`, [conversationId]);
  }

  /** A member of the team (the receiver of a new conversation). */
  async teamMember(
    teamId: number,
    userId: number,
  ): Promise<{ id: number; full_name: string; email: string } | undefined> {
    return firstRow<{ id: number; full_name: string; email: string }>(
      this.db,
      `SELECT u.id, coalesce(nullif(btrim(u.full_name), ''), u.email) AS full_name, u.email
         FROM team_memberships tm JOIN users u ON u.id = tm.user_id
        WHERE tm.team_id = $1 AND tm.user_id = $2 AND NOT u.account_disabled`,
      [teamId, userId],
    );
  }

  async teamName(teamId: number, db: Queryable = this.db): Promise<string> {
    const rows: { name: string }[] = await db.query(`SELECT name FROM teams WHERE id = $1`, [teamId]);
    return rows[0]?.name ?? '';
  }

  /** Whether the creator is on the team's roster or pitched by it. */
  async teamHasInfluencer(teamId: number, influencerId: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM team_influencers WHERE team_id = $1 AND influencer_id = $2`,
      [teamId, influencerId],
    );
    return rows.length > 0;
  }

  /** A message and its conversation, for the mail about it (unscoped: the job already knows who is told). */
  async mailFacts(
    messageId: number,
    db: Queryable = this.db,
  ): Promise<
    | {
        message: MessageRow;
        conversation: MailConversationRow;
      }
    | undefined
  > {
    const message = await this.message(messageId, db);
    if (!message) return undefined;
    const rows: MailConversationRow[] = await db.query(
      `SELECT c.id, c.team_id, c.title, c.brand_email, c.brand_response, c.brand_contact_id, t.name AS team_name
           FROM conversations c JOIN teams t ON t.id = c.team_id WHERE c.id = $1`,
      [message.conversation_id],
    );
    return rows[0] ? { message, conversation: rows[0] } : undefined;
  }

  /** What a brand's reply page shows above the messages: the agency's name and the sheet's title. */
  async brandThreadHeader(conversationId: number): Promise<BrandThreadHeaderRow | undefined> {
    return firstRow<BrandThreadHeaderRow>(
      this.db,
      `SELECT t.name AS team_name, coalesce(c.brand_response->>'sheet_title', c.title) AS sheet_title
         FROM conversations c JOIN teams t ON t.id = c.team_id WHERE c.id = $1 AND c.kind = 'brand'`,
      [conversationId],
    );
  }

  /**
   * Who hears of a brand's answer: the conversation's receiver (the sheet's maker) and the member
   * who last replied to the brand, while still active members of the team.
   */
  async brandAgents(conversationId: number, db: Queryable = this.db): Promise<number[]> {
    const rows: { id: number }[] = await db.query(
      `SELECT DISTINCT u.id FROM conversations c
         JOIN users u ON u.id IN (c.receiver_user_id,
           (SELECT m.sender_user_id FROM conversation_messages m
             WHERE m.conversation_id = c.id AND m.side = 'team' ORDER BY m.id DESC LIMIT 1))
         JOIN team_memberships tm ON tm.user_id = u.id AND tm.team_id = c.team_id
        WHERE c.id = $1 AND NOT u.account_disabled
        ORDER BY u.id`,
      [conversationId],
    );
    return rows.map((row) => row.id);
  }

  /** Who to mail about a message: a user's address and name. */
  async userContact(userId: number): Promise<{ email: string; full_name: string } | undefined> {
    return firstRow<{ email: string; full_name: string }>(
      this.db,
      `SELECT email, coalesce(nullif(btrim(full_name), ''), email) AS full_name FROM users WHERE id = $1`,
      [userId],
    );
  }
}
