/** What MessagingModule publishes besides its exported services: the request DTO staff requests reuse. */
export { StartRequestConversationDto } from './dto/messaging-requests.dto.js';
