import {
  API,
  type ConversationActionRequest,
  type ConversationsQuery,
  type NewConversationRequest,
} from '@tpp/contracts';
import { call } from './workspaceQueries';

/** Conversations of the Messages screen (docs/product/messaging.md). */
export const messagingApi = {
  list: (query: ConversationsQuery, signal?: AbortSignal) => call(API.messaging.list, { query, signal }),
  unread: (signal?: AbortSignal) => call(API.messaging.unread, { signal }),
  get: (id: number, signal?: AbortSignal) => call(API.messaging.get, { params: { id }, signal }),
  start: (body: NewConversationRequest) => call(API.messaging.start, { body }),
  markRead: (conversationId: number) =>
    call(API.messaging.markRead, { body: { conversation_id: conversationId } }),
  archive: (conversationId: number, action: ConversationActionRequest['action']) =>
    call(API.messaging.archive, { body: { action, conversation_id: conversationId } }),
  reply: (conversationId: number, content: string) =>
    call(API.messaging.reply, { body: { conversation_id: conversationId, content } }),
  revokeReplyLinks: (conversationId: number) =>
    call(API.messaging.revokeReplyLinks, { body: { conversation_id: conversationId } }),
  deleteMessage: (messageId: number) =>
    call(API.messaging.deleteMessage, { body: { message_id: messageId } }),
  teamMembers: (signal?: AbortSignal) => call(API.userConfiguration.teamMembers, { signal }),
};
