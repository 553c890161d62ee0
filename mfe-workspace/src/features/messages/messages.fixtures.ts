import type {
  Conversation,
  ConversationMessage,
  ConversationWithMessages,
  ConversationsResponse,
  UserStatus,
} from '@tpp/contracts';

export const NOW = new Date();
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  const id = overrides.id ?? 1;
  return {
    id,
    kind: 'team',
    title: `Conversation ${id}`,
    creator_id: 7,
    creator_name: 'Avery Stone',
    receiver_name: 'Blake Rivers',
    message_ids: [id * 100],
    most_recent_message_timestamp: minutesAgo(id),
    has_unread_message: false,
    archived: false,
    created_at: minutesAgo(60 * 24 * 10),
    preview: { sender_name: 'Blake Rivers', body: `Latest of ${id}` },
    influencer_id: null,
    influencer_name: null,
    request_id: null,
    brand_response: null,
    reply_by_mail_to: null,
    brand_contact: null,
    ...overrides,
  };
}

export function message(overrides: Partial<ConversationMessage> = {}): ConversationMessage {
  return {
    id: 100,
    sender_id: 8,
    sender_name: 'Blake Rivers',
    body: 'Hello there',
    created_at: minutesAgo(30),
    own: false,
    attachments: [],
    ...overrides,
  };
}

export function withMessages(
  base: Partial<Conversation>,
  messages: ConversationMessage[],
): ConversationWithMessages {
  return { ...conversation(base), message_ids: messages.map((item) => item.id), messages };
}

export function page(conversations: Conversation[], more = false, number = 1): ConversationsResponse {
  return { conversations, page: number, more };
}

/** The signed-in member the tests act as (id 7): only what the Messages screen reads. */
export function member(overrides: Partial<UserStatus> = {}): UserStatus {
  return { authed: true, id: 7, is_staff: false, has_unread_conversations: true, ...overrides } as UserStatus;
}
