import {
  API,
  type ConversationActionRequest,
  type ConversationsQuery,
  type NewConversationRequest,
} from '@tpp/contracts';
import { api } from '@tpp/session';

/** Conversations of the Messages screen (workspace.md: Messages; calls under "Messages"). */
export const messagingApi = {
  list: (query: ConversationsQuery, signal?: AbortSignal) => api.call(API.messaging.list, { query, signal }),
  unread: (signal?: AbortSignal) => api.call(API.messaging.unread, { signal }),
  get: (id: number, signal?: AbortSignal) => api.call(API.messaging.get, { params: { id }, signal }),
  start: (body: NewConversationRequest) => api.call(API.messaging.start, { body }),
  markRead: (conversationId: number) =>
    api.call(API.messaging.markRead, { body: { conversation_id: conversationId } }),
  archive: (conversationId: number, action: ConversationActionRequest['action']) =>
    api.call(API.messaging.archive, { body: { action, conversation_id: conversationId } }),
  reply: (conversationId: number, content: string) =>
    api.call(API.messaging.reply, { body: { conversation_id: conversationId, content } }),
  deleteMessage: (messageId: number) =>
    api.call(API.messaging.deleteMessage, { body: { message_id: messageId } }),
  teamMembers: (signal?: AbortSignal) => api.call(API.userConfiguration.teamMembers, { signal }),
};
