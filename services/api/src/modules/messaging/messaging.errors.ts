import {
  BRAND_REPLY_MESSAGES,
  MESSAGING_ERROR_CODES,
  TALENT_ERROR_CODES,
  TALENT_MESSAGES,
} from '@tpp/contracts';
import { moduleException, type ErrorSpec } from '../../infrastructure/http/module-exception.js';

/**
 * The messaging module's errors. A conversation the caller does not take part in answers
 * CONVERSATION_NOT_FOUND (404) exactly like a missing one.
 */
export const MESSAGING_ERRORS: Record<string, ErrorSpec> = {
  [MESSAGING_ERROR_CODES.conversationNotFound]: {
    status: 404,
    message: 'The conversation could not be found.',
  },
  [MESSAGING_ERROR_CODES.messageNotFound]: { status: 404, message: 'The message could not be found.' },
  [MESSAGING_ERROR_CODES.notOwnMessage]: { status: 403, message: 'You can delete only your own messages.' },
  [MESSAGING_ERROR_CODES.blankMessage]: { status: 400, message: 'A message cannot be blank.' },
  [MESSAGING_ERROR_CODES.receiverNotFound]: {
    status: 404,
    message: 'The receiver is not a member of your team.',
  },
  [MESSAGING_ERROR_CODES.notificationNotFound]: {
    status: 404,
    message: 'The notification could not be found.',
  },
  [MESSAGING_ERROR_CODES.staffOnly]: { status: 403, message: 'Only the platform staff can do this.' },
  [MESSAGING_ERROR_CODES.replyLinkNotFound]: { status: 404, message: BRAND_REPLY_MESSAGES.linkInvalid },
  [TALENT_ERROR_CODES.influencerNotFound]: { status: 404, message: TALENT_MESSAGES.influencerNotFoundBody },
};

export class MessagingException extends moduleException(MESSAGING_ERRORS) {}

/** 400 BLANK_MESSAGE naming the blank field. */
export function blankField(field: string): MessagingException {
  return new MessagingException(MESSAGING_ERROR_CODES.blankMessage, {
    message: `${field} cannot be blank`,
    fields: { [field]: [`${field} cannot be blank`] },
  });
}
