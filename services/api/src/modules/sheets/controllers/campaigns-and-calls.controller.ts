import { Body, Controller, HttpCode, Param, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  API,
  type CampaignResponse,
  type CastingCallResponse,
  type CastingCallSheetResponse,
  type CastingCallsResponse,
  type CastingCallSubmitResponse,
  type SaveCampaignResponse,
} from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { IdParam } from '../../../infrastructure/http/id-param.dto.js';
import { ApiErrors, CsrfProtected, SessionRequired } from '../../../infrastructure/http/openapi.js';
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

  @Endpoint(API.campaigns.get)
  @ApiOperation({
    summary: "A campaign sheet's tracking data and its version (404 for a sheet that is not a campaign)",
  })
  @ApiParam({ name: 'id', description: 'The sheet id' })
  @ApiOkResponse({ type: CampaignResponseDto })
  @ApiErrors(403, 404)
  campaign(@Param('id') id: string, @CurrentTeam() team: TeamScope): Promise<CampaignResponse> {
    return this.campaigns.get(team, id);
  }

  @Endpoint(API.campaigns.save)
  @HttpCode(200)
  @CsrfProtected()
  @ApiOperation({
    summary:
      'Saves the tracking data (keys: creators of the sheet; columns: CAMPAIGN_COLUMNS); a stale campaign_version answers 409 SHEET_CHANGED',
  })
  @ApiOkResponse({ type: SaveCampaignResponseDto })
  @ApiErrors(400, 404, 409)
  saveCampaign(@Body() body: SaveCampaignDto, @CurrentTeam() team: TeamScope): Promise<SaveCampaignResponse> {
    return this.campaigns.save(team, body);
  }

  @Endpoint(API.castingCalls.list)
  @ApiOperation({ summary: "Every brand creator call with the caller team's response sheet and status" })
  @ApiOkResponse({ type: CastingCallsResponseDto })
  @ApiErrors(403)
  castingCalls(@CurrentTeam() team: TeamScope): Promise<CastingCallsResponse> {
    return this.calls.list(team);
  }

  @Endpoint(API.castingCalls.get)
  @ApiOperation({ summary: "One creator call with the caller team's response sheet and status" })
  @ApiOkResponse({ type: CastingCallResponseDto })
  @ApiErrors(400, 403, 404)
  castingCall(@Param() { id }: IdParam, @CurrentTeam() team: TeamScope): Promise<CastingCallResponse> {
    return this.calls.get(team, id);
  }

  @Endpoint(API.castingCalls.response)
  @ApiOperation({ summary: "The caller team's response sheet to a creator call (null when none yet)" })
  @ApiOkResponse({ type: CastingCallSheetResponseDto })
  @ApiErrors(400, 403, 404)
  castingCallResponse(
    @Param() { id }: IdParam,
    @CurrentTeam() team: TeamScope,
  ): Promise<CastingCallSheetResponse> {
    return this.calls.response(team, id);
  }

  @Endpoint(API.castingCalls.submit)
  @HttpCode(200)
  @CsrfProtected()
  @ApiOperation({
    summary: 'Submits the team’s response (it needs at least one creator): the brand can see it from now on',
  })
  @ApiOkResponse({ type: CastingCallSubmitResponseDto })
  @ApiErrors(400, 404)
  submit(
    @Body() body: CastingCallSubmitDto,
    @CurrentTeam() team: TeamScope,
  ): Promise<CastingCallSubmitResponse> {
    return this.calls.submit(team, body.casting_call_id);
  }

  @Endpoint(API.castingCalls.create)
  @HttpCode(200)
  @CsrfProtected()
  @ApiOperation({
    summary: 'Creates a creator call (administrators only; brand-side creation is outside the spec)',
  })
  @ApiOkResponse({ type: CastingCallResponseDto })
  @ApiErrors(400, 403)
  createCall(
    @Body() body: CreateCastingCallDto,
    @CurrentTeam() team: TeamScope,
  ): Promise<CastingCallResponse> {
    return this.calls.create(team, body);
  }
}
