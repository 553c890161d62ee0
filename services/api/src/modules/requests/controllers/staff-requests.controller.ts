import { Body, Controller, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { SessionRequired } from '../../../infrastructure/http/openapi.js';
import type { User } from '../../accounts/accounts.types.js';
import { CurrentUser } from '../../accounts/auth/decorators.js';
import { SignedInGuard } from '../../accounts/auth/signed-in.guard.js';
import { ResolveRequestDto, StaffRequestsQueryDto } from '../dto/request-requests.dto.js';
import { StaffRequestDto, StaffRequestsResponseDto } from '../dto/request-responses.dto.js';
import { StartRequestConversationDto } from '../../messaging/index.js';
import { StaffRequestsService } from '../services/staff-requests.service.js';

/** The platform staff's requests console (users.is_staff; anyone else gets 403 STAFF_ONLY). */
@ApiTags('staff')
@Controller()
@UseGuards(SignedInGuard)
@SessionRequired()
export class StaffRequestsController {
  constructor(private readonly staff: StaffRequestsService) {}

  @Endpoint(API.staffRequests.list, {
    summary: "Every team's requests, newest first, 50 per page, optionally by status",
    ok: StaffRequestsResponseDto,
  })
  list(@Query() query: StaffRequestsQueryDto, @CurrentUser() user: User) {
    return this.staff.list(user, query);
  }

  @Endpoint(API.staffRequests.resolve, {
    summary: 'Completes a request, or rejects it with a note (completed, resolution rejected)',
    description: 'A completed request answers 409.',
    ok: StaffRequestDto,
    errors: [404, 409],
  })
  resolve(@Body() body: ResolveRequestDto, @CurrentUser() user: User) {
    return this.staff.resolve(user, body);
  }

  @Endpoint(API.staffRequests.startConversation, {
    summary: 'Writes to the requester about a request: the first message opens the conversation',
    description:
      'A pending request becomes conversation_started and My Requests links to the conversation; later calls ' +
      'add to the same conversation. The requester is notified and mailed (one mail until they read it).',
    ok: StaffRequestDto,
    errors: [404],
  })
  startConversation(@Body() body: StartRequestConversationDto, @CurrentUser() user: User) {
    return this.staff.startConversation(user, body);
  }
}
