/**
 * Messaging: conversations between members of a team, a team and the platform's staff (account
 * managers), and a team and a brand that responded to a shared sheet; Contact Us; notifications.
 */

/** The list shows this many characters of the latest message. */
export const MESSAGE_PREVIEW_LENGTH = 120;
/** The longest message body and conversation title the server takes. */
export const MESSAGE_BODY_MAX_LENGTH = 5000;
export const CONVERSATION_TITLE_MAX_LENGTH = 200;
/** Conversations per page of GET /api/conversations (the spec names no size). */
export const CONVERSATIONS_PAGE_SIZE = 50;
/** A conversation answers at most its latest this many messages. */
export const CONVERSATION_MESSAGES_LIMIT = 500;
/** Contact Us takes at most this many attachments. */
export const CONTACT_ATTACHMENTS_MAX = 5;

/** How often an open Messages screen asks for new messages (polling, see the messaging README). */
export const MESSAGES_POLL_MS = 3000;
/** How often the header asks whether unread conversations exist. */
export const UNREAD_POLL_MS = 15000;
/** Spec: notifications are polled every 10 minutes (unread only). */
export const NOTIFICATIONS_POLL_MS = 10 * 60 * 1000;

/**
 * team: two members of one team; staff: a team member and the platform's staff (any staff member
 * may answer); brand: the team's inbox and a brand that sent the response form of a shared sheet.
 */
export type ConversationKind = 'team' | 'staff' | 'brand';

/** Spec entity Message: id, sender_id, sender_name, body, created_at. */
export interface ConversationMessage {
  id: number;
  /** null: the brand (it has no account). */
  sender_id: number | null;
  sender_name: string;
  body: string;
  created_at: string;
  /** The caller wrote it, so the caller may delete it. */
  own: boolean;
  /** Uploads attached to the message (Contact Us), each with a URL that shows it to a participant. */
  attachments: MessageAttachment[];
}

export interface MessageAttachment {
  key: string;
  filename: string;
  content_type: string;
  url: string;
}

/** A brand's answer to a shared sheet (the response form), shown at the top of its conversation. */
export interface BrandResponseDetails {
  sheet_id: string;
  sheet_title: string;
  responder_name: string;
  responder_email: string;
  comments: string;
  /** The creators the brand liked, each with its profile on that sheet. */
  liked: { influencer_id: number; name: string; profile_url: string }[];
}

/**
 * A person at a brand known to the team: one per team and email address (case-insensitive),
 * made when the address first responds to a sheet of the team.
 */
export interface BrandContact {
  id: number;
  name: string;
  email: string;
  /** The brand's company, when the team knows it. */
  company: string | null;
}

/**
 * GET /api/public/brand-reply/{token}: the conversation a brand contact's personal reply link
 * opens (no account: the token is the key). Only this conversation, the agency's display name
 * and the messages' senders and texts: no ids, no other contacts.
 */
export interface BrandReplyThread {
  agency_name: string;
  sheet_title: string;
  /** The contact the link was made for (the brand's own name, to greet them). */
  contact_name: string;
  messages: BrandReplyMessage[];
}
export interface BrandReplyMessage {
  sender_name: string;
  /** The brand's own messages: true; the agency's: false. */
  from_brand: boolean;
  body: string;
  created_at: string;
}
/** POST /api/public/brand-reply/{token}: the brand's answer (1 to MESSAGE_BODY_MAX_LENGTH characters). */
export interface BrandReplyRequest {
  content: string;
}
export interface BrandReplyTokenPathParams {
  token: string;
}

/**
 * Spec entity Conversation: id, title, creator_id, creator_name, receiver_name, message_ids,
 * most_recent_message_timestamp, has_unread_message, created_at (messages: see
 * ConversationWithMessages). The other fields are this product's.
 */
export interface Conversation {
  id: number;
  kind: ConversationKind;
  title: string;
  creator_id: number | null;
  creator_name: string;
  receiver_name: string;
  message_ids: number[];
  most_recent_message_timestamp: string;
  has_unread_message: boolean;
  archived: boolean;
  created_at: string;
  /** The latest message: its sender and its first 121 characters (the list cuts at 120). */
  preview: { sender_name: string; body: string } | null;
  influencer_id: number | null;
  influencer_name: string | null;
  /** The request to the account managers the conversation is about. */
  request_id: number | null;
  brand_response: BrandResponseDetails | null;
  /**
   * Brand conversations: replies are mailed to this address with the contact's personal reply
   * link; the brand's answers on that page come back into the conversation.
   */
  reply_by_mail_to: string | null;
  /** Brand conversations: the person at the brand the team knows (see BrandContact). */
  brand_contact: BrandContact | null;
}
export interface ConversationWithMessages extends Conversation {
  /** Oldest first. */
  messages: ConversationMessage[];
}

/** GET /api/conversations: the inbox (or with archived, the archive), latest activity first. */
export interface ConversationsQuery {
  only_unread?: boolean;
  archived?: boolean;
  page?: number;
}
export interface ConversationsResponse {
  conversations: Conversation[];
  page: number;
  more: boolean;
}

/** GET /api/conversations/unread: the header's messages icon. */
export interface UnreadConversationsResponse {
  has_unread_conversations: boolean;
  unread_count: number;
}

export interface ConversationIdRequest {
  conversation_id: number;
}
/** POST /api/conversations/messages: spec action archive; restore is this product's. */
export interface ConversationActionRequest extends ConversationIdRequest {
  action: 'archive' | 'restore';
}
/** POST /api/conversations/reply (spec: conversation_id, content; the entity calls it body). */
export interface ReplyRequest extends ConversationIdRequest {
  content: string;
}
export interface DeleteMessageRequest {
  message_id: number;
}
/**
 * POST /api/conversations: spec "New conversation: title, body, receiver_id, influencer_id".
 * receiver_id is a member of the caller's team; to_staff writes to the account managers instead.
 */
export interface NewConversationRequest {
  title: string;
  body: string;
  receiver_id?: number;
  to_staff?: boolean;
  influencer_id?: number;
}

/** GET /api/user/team/members (spec: id, full_name, email). */
export interface TeamMember {
  id: number;
  full_name: string;
  email: string;
}
export interface TeamMembersResponse {
  members: TeamMember[];
}

/** POST /api/user/contact-tpp. */
export interface ContactRequest {
  note: string;
  uploadedKeys?: string[];
}
export interface ContactResponse {
  success: true;
  /** The staff's answer comes back in this conversation. */
  conversation_id: number;
}

/** POST /api/staff/requests/start-conversation: staff write to the requester about a request. */
export interface StartRequestConversationRequest {
  request_id: number;
  body: string;
}

export type NotificationKind = 'task_completed' | 'task_failed' | 'request_status' | 'brand_response';
export interface AppNotification {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** Where the notification leads in the app. */
  href: string;
  created_at: string;
  read: boolean;
}
export interface NotificationsQuery {
  only_unread?: boolean;
}
export interface NotificationsResponse {
  notifications: AppNotification[];
  /** The 'New Look' dialog's flag (GET /api/status show_notification). */
  new_look: boolean;
}
/**
 * POST /api/user/mark-notification-read. Spec: no body, which marks the 'New Look' flag read;
 * notification_id marks that notification read, all marks every notification read.
 */
export interface MarkNotificationReadRequest {
  notification_id?: number;
  all?: boolean;
}
/** Notifications the list keeps (newest first). */
export const NOTIFICATIONS_LIMIT = 30;

export const MESSAGING_ERROR_CODES = {
  conversationNotFound: 'CONVERSATION_NOT_FOUND',
  messageNotFound: 'MESSAGE_NOT_FOUND',
  /** Only the sender may delete a message. */
  notOwnMessage: 'NOT_OWN_MESSAGE',
  /** A blank message or title (field named). */
  blankMessage: 'BLANK_MESSAGE',
  /** A receiver who is not a member of the caller's team, or neither/both of receiver_id and to_staff. */
  receiverNotFound: 'RECEIVER_NOT_FOUND',
  notificationNotFound: 'NOTIFICATION_NOT_FOUND',
  /** Staff-only calls. */
  staffOnly: 'STAFF_ONLY',
  /** A brand reply link that is unknown, forged or revoked (one answer for all three). */
  replyLinkNotFound: 'REPLY_LINK_NOT_FOUND',
} as const;
export type MessagingErrorCode = (typeof MESSAGING_ERROR_CODES)[keyof typeof MESSAGING_ERROR_CODES];

/** User-visible texts of messaging and Contact Us from the spec, exactly. */
export const MESSAGING_MESSAGES = {
  noMessages: 'No messages yet',
  listFailed: 'An error occurred',
  contactSent: 'Message Sent',
  contactBlank: 'You must include a message',
  contactFailed: 'Something went wrong while trying to send your message, sorry. Please try again later',
  uploadFailed: 'Something went wrong with the upload.',
} as const;

/** User-visible texts of the brand's reply page (this product's; the spec has no such page). */
export const BRAND_REPLY_MESSAGES = {
  linkInvalid:
    'This reply link is not valid. It may have been replaced by a newer one: please use the link in the latest mail from the agency.',
  sent: 'Your answer was sent.',
  sendFailed: 'Your answer could not be sent. Please try again.',
} as const;

/**
 * The one format of message and notification times (the conversation, the conversation list, the
 * bell, the brand's reply page): under 24 hours a time; under 168 hours weekday and time;
 * otherwise date and time. Shown in the viewer's time zone (the browser's); `now`, the locale and
 * the time zone are parameters so that the rule is testable and a test can say what a browser in
 * another zone shows.
 */
export function formatMessageTime(
  createdAt: string | Date,
  now: Date = new Date(),
  locale?: string,
  timeZone?: string,
): string {
  const at = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  const hours = (now.getTime() - at.getTime()) / 3_600_000;
  const time: Intl.DateTimeFormatOptions = {
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  };
  if (hours < 24) return at.toLocaleTimeString(locale, time);
  if (hours < 168) return at.toLocaleString(locale, { weekday: 'short', ...time });
  return at.toLocaleString(locale, { year: 'numeric', month: 'short', day: 'numeric', ...time });
}

/** The list's preview: the first 120 characters, with an ellipsis when cut. */
export function messagePreview(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > MESSAGE_PREVIEW_LENGTH ? `${flat.slice(0, MESSAGE_PREVIEW_LENGTH)}…` : flat;
}
