import { ApiProperty } from '@nestjs/swagger';
import type {
  AppNotification,
  BrandContact,
  BrandReplyMessage,
  BrandReplyThread,
  BrandResponseDetails,
  ContactResponse,
  Conversation,
  ConversationKind,
  ConversationMessage,
  ConversationsResponse,
  ConversationWithMessages,
  MessageAttachment,
  NotificationKind,
  NotificationsResponse,
  UnreadConversationsResponse,
} from '@tpp/contracts';

export class MessageAttachmentDto implements MessageAttachment {
  @ApiProperty() key!: string;
  @ApiProperty() filename!: string;
  @ApiProperty() content_type!: string;
  @ApiProperty() url!: string;
}

export class ConversationMessageDto implements ConversationMessage {
  @ApiProperty() id!: number;
  @ApiProperty({ nullable: true, type: Number, description: 'null: the brand' }) sender_id!: number | null;
  @ApiProperty() sender_name!: string;
  @ApiProperty() body!: string;
  @ApiProperty() created_at!: string;
  @ApiProperty({ description: 'The caller wrote it (and may delete it)' }) own!: boolean;
  @ApiProperty({ type: [MessageAttachmentDto] }) attachments!: MessageAttachmentDto[];
}

class LikedCreatorDto {
  @ApiProperty() influencer_id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() profile_url!: string;
}

export class BrandResponseDetailsDto implements BrandResponseDetails {
  @ApiProperty() sheet_id!: string;
  @ApiProperty() sheet_title!: string;
  @ApiProperty() responder_name!: string;
  @ApiProperty() responder_email!: string;
  @ApiProperty() comments!: string;
  @ApiProperty({ type: [LikedCreatorDto] }) liked!: LikedCreatorDto[];
}

class PreviewDto {
  @ApiProperty() sender_name!: string;
  @ApiProperty({ description: 'The first 121 characters (the list shows 120)' }) body!: string;
}

export class BrandContactDto implements BrandContact {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ nullable: true, type: String }) company!: string | null;
}

export class BrandReplyMessageDto implements BrandReplyMessage {
  @ApiProperty() sender_name!: string;
  @ApiProperty({ description: "The brand's own message" }) from_brand!: boolean;
  @ApiProperty() body!: string;
  @ApiProperty() created_at!: string;
}

export class BrandReplyThreadDto implements BrandReplyThread {
  @ApiProperty() agency_name!: string;
  @ApiProperty() sheet_title!: string;
  @ApiProperty() contact_name!: string;
  @ApiProperty({ type: [BrandReplyMessageDto], description: 'Oldest first, the latest 500' })
  messages!: BrandReplyMessageDto[];
}

export class ConversationDto implements Conversation {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: ['team', 'staff', 'brand'] }) kind!: ConversationKind;
  @ApiProperty() title!: string;
  @ApiProperty({ nullable: true, type: Number }) creator_id!: number | null;
  @ApiProperty() creator_name!: string;
  @ApiProperty() receiver_name!: string;
  @ApiProperty({ type: [Number] }) message_ids!: number[];
  @ApiProperty() most_recent_message_timestamp!: string;
  @ApiProperty() has_unread_message!: boolean;
  @ApiProperty() archived!: boolean;
  @ApiProperty() created_at!: string;
  @ApiProperty({ nullable: true, type: PreviewDto }) preview!: PreviewDto | null;
  @ApiProperty({ nullable: true, type: Number }) influencer_id!: number | null;
  @ApiProperty({ nullable: true, type: String }) influencer_name!: string | null;
  @ApiProperty({ nullable: true, type: Number }) request_id!: number | null;
  @ApiProperty({ nullable: true, type: BrandResponseDetailsDto })
  brand_response!: BrandResponseDetailsDto | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: "Brand conversations: replies are mailed here, with the contact's personal reply link",
  })
  reply_by_mail_to!: string | null;
  @ApiProperty({
    nullable: true,
    type: BrandContactDto,
    description: 'Brand conversations: the brand contact',
  })
  brand_contact!: BrandContactDto | null;
}

export class ConversationWithMessagesDto extends ConversationDto implements ConversationWithMessages {
  @ApiProperty({ type: [ConversationMessageDto], description: 'Oldest first, the latest 500' })
  messages!: ConversationMessageDto[];
}

export class ConversationsResponseDto implements ConversationsResponse {
  @ApiProperty({ type: [ConversationDto] }) conversations!: ConversationDto[];
  @ApiProperty() page!: number;
  @ApiProperty() more!: boolean;
}

export class UnreadConversationsResponseDto implements UnreadConversationsResponse {
  @ApiProperty() has_unread_conversations!: boolean;
  @ApiProperty() unread_count!: number;
}

export class ContactResponseDto implements ContactResponse {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty() conversation_id!: number;
}

export class AppNotificationDto implements AppNotification {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: ['task_completed', 'task_failed', 'request_status', 'brand_response'] })
  kind!: NotificationKind;
  @ApiProperty() title!: string;
  @ApiProperty() body!: string;
  @ApiProperty({ description: 'Where it leads in the app' }) href!: string;
  @ApiProperty() created_at!: string;
  @ApiProperty() read!: boolean;
}

export class NotificationsResponseDto implements NotificationsResponse {
  @ApiProperty({ type: [AppNotificationDto] }) notifications!: AppNotificationDto[];
  @ApiProperty({ description: "The 'New Look' dialog's flag" }) new_look!: boolean;
}
