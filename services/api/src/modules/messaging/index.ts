/**
 * What MessagingModule publishes besides its exported services: the request DTO staff requests
 * reuse, and the conversations repository the demo seed (src/seed/) writes backdated demo
 * conversations through (ConversationsService sends live messages, with mails and notifications).
 */
export { StartRequestConversationDto } from './dto/messaging-requests.dto.js';
export { ConversationsRepository } from './repositories/conversations.repository.js';
