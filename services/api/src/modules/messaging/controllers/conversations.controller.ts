import { Body, Controller, Param, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { IdParam } from '../../../infrastructure/http/id-param.dto.js';
import { SessionRequired } from '../../../infrastructure/http/openapi.js';
import type { User } from '../../accounts/accounts.types.js';
import { CurrentTeam, CurrentUser } from '../../accounts/auth/decorators.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { SignedInGuard } from '../../accounts/auth/signed-in.guard.js';
import {
  ContactDto,
  ConversationActionDto,
  ConversationIdDto,
  ConversationsQueryDto,
  DeleteMessageDto,
  NewConversationDto,
  ReplyDto,
} from '../dto/messaging-requests.dto.js';
import {
  ContactResponseDto,
  ConversationMessageDto,
  ConversationsResponseDto,
  ConversationWithMessagesDto,
  UnreadConversationsResponseDto,
} from '../dto/messaging-responses.dto.js';
import { ConversationsService } from '../services/conversations.service.js';
import { callerOf } from './caller.js';
import { SuccessDto } from '../../../infrastructure/http/success.dto.js';

/** Messages: the caller's conversations in their team (staff: also every staff conversation). */
@ApiTags('messaging')
@Controller()
@UseGuards(SignedInGuard)
@SessionRequired()
export class ConversationsController {
  constructor(private readonly conversations: ConversationsService) {}

  @Endpoint(API.messaging.list, {
    summary: 'The inbox (or with archived, the archive), latest activity first, 50 per page',
    description: 'only_unread: only conversations with messages the caller has not read.',
    ok: ConversationsResponseDto,
  })
  list(@Query() query: ConversationsQueryDto, @CurrentUser() user: User, @CurrentTeam() team: TeamScope) {
    return this.conversations.list(callerOf(user, team), query);
  }

  @Endpoint(API.messaging.unread, {
    summary: 'Whether (and how many) conversations have unread messages: the header icon',
    ok: UnreadConversationsResponseDto,
  })
  unread(@CurrentUser() user: User, @CurrentTeam() team: TeamScope) {
    return this.conversations.unread(callerOf(user, team));
  }

  @Endpoint(API.messaging.get, {
    summary: 'A conversation with its latest 500 messages, oldest first (does not mark it read)',
    description: "Another team's conversation, or one the caller does not take part in, answers 404.",
    ok: ConversationWithMessagesDto,
    errors: [404],
  })
  get(@Param() { id }: IdParam, @CurrentUser() user: User, @CurrentTeam() team: TeamScope) {
    return this.conversations.get(callerOf(user, team), id);
  }

  @Endpoint(API.messaging.start, {
    summary: 'Starts a conversation: title, body, and receiver_id (a member of your team) or to_staff',
    description:
      'to_staff writes to the account managers (every staff member sees it; the support address gets one mail ' +
      'until a staff member reads it). influencer_id names a creator of your team the conversation is about.',
    ok: ConversationWithMessagesDto,
    errors: [404],
  })
  start(@Body() body: NewConversationDto, @CurrentUser() user: User, @CurrentTeam() team: TeamScope) {
    return this.conversations.start(callerOf(user, team), body);
  }

  @Endpoint(API.messaging.markRead, {
    summary: 'Marks the conversation read for the caller',
    ok: SuccessDto,
    errors: [404],
  })
  markRead(@Body() body: ConversationIdDto, @CurrentUser() user: User, @CurrentTeam() team: TeamScope) {
    return this.conversations.markRead(callerOf(user, team), body);
  }

  @Endpoint(API.messaging.archive, {
    summary:
      "Archives the conversation for the caller (action archive) or restores it from the caller's archive",
    description: 'A new message from someone else brings an archived conversation back to the inbox.',
    ok: SuccessDto,
    errors: [404],
  })
  archive(@Body() body: ConversationActionDto, @CurrentUser() user: User, @CurrentTeam() team: TeamScope) {
    return this.conversations.archive(callerOf(user, team), body);
  }

  @Endpoint(API.messaging.revokeReplyLinks, {
    summary: "Ends every reply link mailed to a brand conversation's contact so far",
    description:
      'The links answer 404 from then on; the next reply mails the contact a new one. ' +
      'A conversation that is not a brand conversation of the caller’s team answers 404.',
    ok: SuccessDto,
    errors: [404],
  })
  revokeReplyLinks(
    @Body() body: ConversationIdDto,
    @CurrentUser() user: User,
    @CurrentTeam() team: TeamScope,
  ) {
    return this.conversations.revokeReplyLinks(callerOf(user, team), body);
  }

  @Endpoint(API.messaging.reply, {
    summary: 'Replies in a conversation (a blank content answers 400)',
    description:
      "The receiver gets one mail per conversation until they read it; in a brand's conversation every reply " +
      'is mailed to the brand with the agent as reply-to (the answer comes by mail, not into the app).',
    ok: ConversationMessageDto,
    errors: [404],
  })
  reply(@Body() body: ReplyDto, @CurrentUser() user: User, @CurrentTeam() team: TeamScope) {
    return this.conversations.reply(callerOf(user, team), body);
  }

  @Endpoint(API.messaging.deleteMessage, {
    summary: "Deletes one of the caller's own messages (another's answers 403)",
    ok: SuccessDto,
    errors: [404],
  })
  deleteMessage(@Body() body: DeleteMessageDto, @CurrentUser() user: User, @CurrentTeam() team: TeamScope) {
    return this.conversations.deleteMessage(callerOf(user, team), body);
  }

  @Endpoint(API.messaging.contact, {
    summary:
      'Contact Us: the note and uploads reach the staff as a conversation and by mail to the support address',
    description:
      "A blank note answers 400 naming note ('You must include a message'); another team's upload key 404.",
    ok: ContactResponseDto,
    errors: [404],
  })
  contact(@Body() body: ContactDto, @CurrentUser() user: User, @CurrentTeam() team: TeamScope) {
    return this.conversations.contact(callerOf(user, team), body);
  }
}
