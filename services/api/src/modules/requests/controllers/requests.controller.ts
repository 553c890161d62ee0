import { Body, Controller, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { SessionRequired } from '../../../infrastructure/http/openapi.js';
import { CurrentTeam } from '../../accounts/auth/decorators.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { SignedInGuard } from '../../accounts/auth/signed-in.guard.js';
import {
  CancelRequestDto,
  ContentChangeDto,
  ReplacePortraitDto,
  TalentRequestBodyDto,
} from '../dto/request-requests.dto.js';
import {
  MyRequestsResponseDto,
  TalentRequestDto,
  ReplacePortraitResponseDto,
  TalentRequestResponseDto,
} from '../dto/request-responses.dto.js';
import { RequestsService } from '../services/requests.service.js';

/** Requests of the signed-in team to its account managers, and the portrait replacement. */
@ApiTags('requests')
@Controller()
@UseGuards(SignedInGuard)
@SessionRequired()
export class RequestsController {
  constructor(private readonly requests: RequestsService) {}

  @Endpoint(API.requests.submit, {
    summary: 'Request to Add Talent, Request Profile Change or a case study',
    description:
      "`request_type` 'add' (default): `name`, `handle`, `socials` (platform lowercase, url or handle, primary), " +
      "`note`. 'update': `influencer_id` with any of `socials`, `note`, `uploadedKey` (a portrait image), else 400 " +
      "naming note. 'case_study': `influencer_id`, `title`, `brandPartner`, `campaignSummary`, `campaignResults`, " +
      '`campaignObjectives`, `highlightedContentUrl` (all required) and optionally `thumbnailKey`; the case study ' +
      "joins the creator's profile at once (with the default thumbnail when none is uploaded). A creator off the " +
      "caller's team answers 404; an upload key of another team 404 naming the field.",
    ok: TalentRequestResponseDto,
    errors: [404],
  })
  submit(@Body() body: TalentRequestBodyDto, @CurrentTeam() team: TeamScope) {
    return this.requests.submit(team, body);
  }

  @Endpoint(API.requests.mine, {
    summary: "The caller's requests and Add Talent tasks in the current team, newest first",
    ok: MyRequestsResponseDto,
  })
  mine(@CurrentTeam() team: TeamScope) {
    return this.requests.mine(team);
  }

  @Endpoint(API.requests.cancel, {
    summary: 'Cancels a pending request (its requester or a team admin)',
    description:
      'The request becomes cancelled: staff see it so and cannot complete it. A request of another team ' +
      'answers 404 like a missing one; one that is not pending (answered, completed, cancelled) 409; a ' +
      "teammate's request 403 unless the caller is a team admin.",
    ok: TalentRequestDto,
    errors: [403, 404, 409],
  })
  cancel(@Body() body: CancelRequestDto, @CurrentTeam() team: TeamScope) {
    return this.requests.cancel(team, body);
  }

  @Endpoint(API.requests.replacePortrait, {
    summary: "Replaces the team's picture of a creator with an uploaded square JPEG of at most 600 px",
    description:
      'Shows at once on the roster, sheets, profile and public pages of the caller’s team; other teams keep theirs.',
    ok: ReplacePortraitResponseDto,
    errors: [404],
  })
  replacePortrait(@Body() body: ReplacePortraitDto, @CurrentTeam() team: TeamScope) {
    return this.requests.replacePortrait(team, body);
  }

  @Endpoint(API.requests.contentChange, {
    summary: 'Request Content Change: social account id -> up to 3 URLs, and notes',
    description:
      "Each key must be one of the creator's social accounts; each URL must start with http:// or https://.",
    ok: TalentRequestResponseDto,
    errors: [404],
  })
  contentChange(@Body() body: ContentChangeDto, @CurrentTeam() team: TeamScope) {
    return this.requests.contentChange(team, body);
  }
}
