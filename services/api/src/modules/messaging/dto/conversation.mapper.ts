import type { Conversation, ConversationMessage, ConversationWithMessages } from '@tpp/contracts';
import { uploadUrl } from '../../uploads/upload-keys.js';
import type { ConversationRow, MessageRow } from '../repositories/conversations.repository.js';

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
