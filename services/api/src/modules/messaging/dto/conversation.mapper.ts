import type {
  BrandReplyThread,
  Conversation,
  ConversationMessage,
  ConversationWithMessages,
} from '@tpp/contracts';
import { uploadUrl } from '../../uploads/upload-keys.js';
import type {
  BrandThreadHeaderRow,
  ConversationRow,
  MessageRow,
} from '../repositories/conversations.repository.js';

export function mapConversation(row: ConversationRow): Conversation {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    creator_id: row.creator_user_id,
    creator_name: row.creator_name,
    receiver_name: row.receiver_name,
    message_ids: row.message_ids,
    most_recent_message_timestamp: row.last_message_at.toISOString(),
    has_unread_message: row.has_unread,
    archived: row.archived,
    created_at: row.created_at.toISOString(),
    preview:
      row.preview_body === null ? null : { sender_name: row.preview_sender ?? '', body: row.preview_body },
    influencer_id: row.influencer_id,
    influencer_name: row.influencer_name,
    request_id: row.request_id,
    brand_response: row.brand_response,
    reply_by_mail_to: row.kind === 'brand' ? row.brand_email : null,
    brand_contact: row.kind === 'brand' ? row.brand_contact : null,
  };
}

export function mapMessage(row: MessageRow, viewerUserId: number): ConversationMessage {
  return {
    id: row.id,
    sender_id: row.sender_user_id,
    sender_name: row.sender_name,
    body: row.body,
    created_at: row.created_at.toISOString(),
    own: row.sender_user_id !== null && row.sender_user_id === viewerUserId,
    attachments: row.attachments.map((file) => ({ ...file, url: uploadUrl(file.key) })),
  };
}

export function mapConversationWithMessages(
  row: ConversationRow,
  messages: MessageRow[],
  viewerUserId: number,
): ConversationWithMessages {
  return { ...mapConversation(row), messages: messages.map((message) => mapMessage(message, viewerUserId)) };
}

/**
 * A brand's reply page: the agency's name, the sheet, and each message's sender name, side and
 * text; no ids, no addresses, no attachments (those stay in the team's app).
 */
export function mapBrandReplyThread(
  header: BrandThreadHeaderRow,
  contactName: string,
  messages: MessageRow[],
): BrandReplyThread {
  return {
    agency_name: header.team_name,
    sheet_title: header.sheet_title,
    contact_name: contactName,
    messages: messages.map((message) => ({
      sender_name: message.sender_name,
      from_brand: message.side === 'brand',
      body: message.body,
      created_at: message.created_at.toISOString(),
    })),
  };
}
