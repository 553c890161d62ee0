import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CONTACT_ATTACHMENTS_MAX,
  CONVERSATION_TITLE_MAX_LENGTH,
  MESSAGE_BODY_MAX_LENGTH,
  type ContactRequest,
  type ConversationActionRequest,
  type ConversationIdRequest,
  type ConversationsQuery,
  type DeleteMessageRequest,
  type MarkNotificationReadRequest,
  type NewConversationRequest,
  type NotificationsQuery,
  type ReplyRequest,
  type BrandReplyRequest,
  type BrandReplyTokenPathParams,
  type StartRequestConversationRequest,
  MAX_PAGE_NUMBER,
} from '@tpp/contracts';
import { ArrayMaxSize, IsArray, IsIn, IsString, Matches } from 'class-validator';
import {
  Optional,
  OptionalPositiveInt,
  OptionalPositiveQueryInt,
  PositiveId,
  Text,
  OptionalBoolean,
  OptionalQueryBoolean,
} from '../../../infrastructure/http/validators.js';
import { UPLOAD_KEY_PATTERN } from '../../uploads/upload-keys.js';

export class ConversationsQueryDto implements ConversationsQuery {
  @ApiPropertyOptional({ description: 'Only conversations with unread messages' })
  @OptionalQueryBoolean()
  only_unread?: boolean;

  @ApiPropertyOptional({ description: "The caller's archive instead of the inbox" })
  @OptionalQueryBoolean()
  archived?: boolean;

  @ApiPropertyOptional({ minimum: 1 })
  @OptionalPositiveQueryInt(MAX_PAGE_NUMBER)
  page?: number;
}

export class ConversationIdDto implements ConversationIdRequest {
  @ApiProperty() @PositiveId() conversation_id!: number;
}

export class ConversationActionDto implements ConversationActionRequest {
  @ApiProperty() @PositiveId() conversation_id!: number;

  @ApiProperty({ enum: ['archive', 'restore'] })
  @IsIn(['archive', 'restore'], { message: 'action must be archive or restore' })
  action!: 'archive' | 'restore';
}

export class ReplyDto implements ReplyRequest {
  @ApiProperty() @PositiveId() conversation_id!: number;
  @ApiProperty({ maxLength: MESSAGE_BODY_MAX_LENGTH }) @Text(MESSAGE_BODY_MAX_LENGTH) content!: string;
}

/** A brand contact's reply link token. Any unknown token, whatever its shape, answers the same 404. */
export class BrandReplyTokenParam implements BrandReplyTokenPathParams {
  @ApiProperty({ maxLength: 200, description: "The random token of a brand contact's reply link" })
  @Text(200)
  token!: string;
}

export class BrandReplyDto implements BrandReplyRequest {
  @ApiProperty({ maxLength: MESSAGE_BODY_MAX_LENGTH, description: "The brand's answer (not blank)" })
  @Text(MESSAGE_BODY_MAX_LENGTH)
  content!: string;
}

export class DeleteMessageDto implements DeleteMessageRequest {
  @ApiProperty() @PositiveId() message_id!: number;
}

export class NewConversationDto implements NewConversationRequest {
  @ApiProperty({ maxLength: CONVERSATION_TITLE_MAX_LENGTH })
  @Text(CONVERSATION_TITLE_MAX_LENGTH)
  title!: string;

  @ApiProperty({ maxLength: MESSAGE_BODY_MAX_LENGTH }) @Text(MESSAGE_BODY_MAX_LENGTH) body!: string;

  @ApiPropertyOptional({ description: 'A member of your team (or give to_staff)' })
  @OptionalPositiveInt()
  receiver_id?: number;

  @ApiPropertyOptional({ description: 'Write to the account managers instead of a team member' })
  @OptionalBoolean()
  to_staff?: boolean;

  @ApiPropertyOptional({ description: 'The creator the conversation is about (on your roster)' })
  @OptionalPositiveInt()
  influencer_id?: number;
}

export class ContactDto implements ContactRequest {
  @ApiProperty({ maxLength: MESSAGE_BODY_MAX_LENGTH }) @Text(MESSAGE_BODY_MAX_LENGTH) note!: string;

  @ApiPropertyOptional({ type: [String], maxItems: CONTACT_ATTACHMENTS_MAX })
  @Optional()
  @IsArray({ message: '$property must be a list of upload keys' })
  @ArrayMaxSize(CONTACT_ATTACHMENTS_MAX, {
    message: `$property can hold at most ${CONTACT_ATTACHMENTS_MAX} files`,
  })
  @IsString({ each: true, message: '$property must be a list of upload keys' })
  @Matches(UPLOAD_KEY_PATTERN, { each: true, message: '$property must be a list of upload keys' })
  uploadedKeys?: string[];
}

export class StartRequestConversationDto implements StartRequestConversationRequest {
  @ApiProperty() @PositiveId() request_id!: number;
  @ApiProperty({ maxLength: MESSAGE_BODY_MAX_LENGTH }) @Text(MESSAGE_BODY_MAX_LENGTH) body!: string;
}

export class NotificationsQueryDto implements NotificationsQuery {
  @ApiPropertyOptional({ description: 'Only unread notifications (what the header polls)' })
  @OptionalQueryBoolean()
  only_unread?: boolean;
}

export class MarkNotificationReadDto implements MarkNotificationReadRequest {
  @ApiPropertyOptional({ description: 'That notification; without it and without all: the New Look flag' })
  @OptionalPositiveInt()
  notification_id?: number;

  @ApiPropertyOptional({ description: 'Every notification of the caller in the team' })
  @OptionalBoolean()
  all?: boolean;
}
