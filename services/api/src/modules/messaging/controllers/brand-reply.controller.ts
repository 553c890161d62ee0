import { Body, Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { Client } from '../../accounts/auth/decorators.js';
import type { ClientContext } from '../../accounts/auth/request-auth.js';
import { BrandReplyDto, BrandReplyTokenParam } from '../dto/messaging-requests.dto.js';
import { BrandReplyThreadDto } from '../dto/messaging-responses.dto.js';
import { BrandReplyService } from '../services/brand-reply.service.js';

/** A brand contact's personal reply link: no session, the token is the authority. */
@ApiTags('public')
@Controller()
export class BrandReplyController {
  constructor(private readonly replies: BrandReplyService) {}

  @Endpoint(API.brandReply.thread, {
    summary: "A brand contact's reply page: the agency's name, the sheet and the conversation's messages",
    description:
      'An unknown, forged or revoked token answers 404 REPLY_LINK_NOT_FOUND, the same for each. ' +
      'The page shows only the conversation the link was mailed for: no ids, no addresses.',
    ok: BrandReplyThreadDto,
    errors: [404],
  })
  thread(@Param() { token }: BrandReplyTokenParam) {
    return this.replies.thread(token);
  }

  @Endpoint(API.brandReply.answer, {
    summary: "The brand's answer on its reply page: a brand message in the same conversation",
    description:
      'The team hears of it as of a brand response: a notification to the sheet maker and the member who last ' +
      'replied, and their mail (one per conversation until read). Rate-limited per IP like the other public forms; ' +
      'a blank content answers 400 naming content.',
    ok: BrandReplyThreadDto,
    errors: [404, 429],
  })
  answer(
    @Param() { token }: BrandReplyTokenParam,
    @Body() body: BrandReplyDto,
    @Client() client: ClientContext,
  ) {
    return this.replies.answer(token, body, client);
  }
}
