import { Body, Controller, Param, UseGuards } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { IdParam } from '../../../infrastructure/http/id-param.dto.js';
import { SessionRequired } from '../../../infrastructure/http/openapi.js';
import { CurrentTeam } from '../../accounts/auth/decorators.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { SignedInGuard } from '../../accounts/auth/signed-in.guard.js';
import { CastingCallSubmitDto, CreateCastingCallDto, SaveCampaignDto } from '../dto/sheet-requests.dto.js';
import {
  CampaignResponseDto,
  CastingCallResponseDto,
  CastingCallSheetResponseDto,
  CastingCallsResponseDto,
  CastingCallSubmitResponseDto,
  SaveCampaignResponseDto,
} from '../dto/sheet-responses.dto.js';
import { CampaignService } from '../services/campaign.service.js';
import { CastingCallService } from '../services/casting-call.service.js';

/** Campaign tracking data of the team's campaign sheets, and brand creator calls with the team's responses. */
@ApiTags('sheets')
@Controller()
@UseGuards(SignedInGuard)
@SessionRequired()
export class CampaignsAndCallsController {
  constructor(
    private readonly campaigns: CampaignService,
    private readonly calls: CastingCallService,
  ) {}

  @Endpoint(API.campaigns.get, {
    summary: "A campaign sheet's tracking data and its version (404 for a sheet that is not a campaign)",
    ok: CampaignResponseDto,
    errors: [404],
  })
  @ApiParam({ name: 'id', description: 'The sheet id' })
  campaign(@Param('id') id: string, @CurrentTeam() team: TeamScope) {
    return this.campaigns.get(team, id);
  }

  @Endpoint(API.campaigns.save, {
    summary:
      'Saves the tracking data (keys: creators of the sheet; columns: CAMPAIGN_COLUMNS); a stale campaign_version answers 409 SHEET_CHANGED',
    ok: SaveCampaignResponseDto,
    errors: [404, 409],
  })
  saveCampaign(@Body() body: SaveCampaignDto, @CurrentTeam() team: TeamScope) {
    return this.campaigns.save(team, body);
  }

  @Endpoint(API.castingCalls.list, {
    summary: "Every brand creator call with the caller team's response sheet and status",
    ok: CastingCallsResponseDto,
  })
  castingCalls(@CurrentTeam() team: TeamScope) {
    return this.calls.list(team);
  }

  @Endpoint(API.castingCalls.get, {
    summary: "One creator call with the caller team's response sheet and status",
    ok: CastingCallResponseDto,
    errors: [404],
  })
  castingCall(@Param() { id }: IdParam, @CurrentTeam() team: TeamScope) {
    return this.calls.get(team, id);
  }

  @Endpoint(API.castingCalls.response, {
    summary: "The caller team's response sheet to a creator call (null when none yet)",
    ok: CastingCallSheetResponseDto,
    errors: [404],
  })
  castingCallResponse(@Param() { id }: IdParam, @CurrentTeam() team: TeamScope) {
    return this.calls.response(team, id);
  }

  @Endpoint(API.castingCalls.submit, {
    summary:
      'Submits the team’s response (it needs at least one creator): the brand sees it from now on, later saves included',
    description: 'A call past its response_deadline answers 409 CASTING_CALL_CLOSED.',
    ok: CastingCallSubmitResponseDto,
    errors: [404, 409],
  })
  submit(@Body() body: CastingCallSubmitDto, @CurrentTeam() team: TeamScope) {
    return this.calls.submit(team, body.casting_call_id);
  }

  @Endpoint(API.castingCalls.create, {
    summary:
      'Creates a creator call (staff and platform administrators only; brand-side creation is outside the spec)',
    ok: CastingCallResponseDto,
  })
  createCall(@Body() body: CreateCastingCallDto, @CurrentTeam() team: TeamScope) {
    return this.calls.create(team, body);
  }

  @Endpoint(API.castingCalls.update, {
    summary: "Replaces a creator call's fields (staff and platform administrators only); responses stay",
    description:
      'A response_deadline in the past closes the call: saving or submitting a response then answers 409 CASTING_CALL_CLOSED.',
    ok: CastingCallResponseDto,
    errors: [404],
  })
  updateCall(@Param() { id }: IdParam, @Body() body: CreateCastingCallDto, @CurrentTeam() team: TeamScope) {
    return this.calls.update(team, id, body);
  }
}
