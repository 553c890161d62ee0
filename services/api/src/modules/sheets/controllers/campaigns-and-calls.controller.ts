import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type {
  CampaignResponse,
  CastingCallResponse,
  CastingCallSheetResponse,
  CastingCallsResponse,
  CastingCallSubmitResponse,
  SaveCampaignResponse,
} from '@tpp/contracts';
import { IdParam } from '../../../infrastructure/http/id-param.dto.js';
import { ApiErrors, CsrfProtected, SessionRequired } from '../../../infrastructure/http/openapi.js';
import { CurrentTeam, CurrentUser } from '../../accounts/auth/decorators.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { SignedInGuard } from '../../accounts/auth/signed-in.guard.js';
import type { User } from '../../accounts/entities/user.entity.js';
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
import { sheetIdFromPath } from '../services/sheet-ids.js';

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

  @Get('api/user/campaign/:id')
  @ApiOperation({
    summary: "A campaign sheet's tracking data and its version (404 for a sheet that is not a campaign)",
  })
  @ApiParam({ name: 'id', description: 'The sheet id' })
  @ApiOkResponse({ type: CampaignResponseDto })
  @ApiErrors(403, 404)
  campaign(@Param('id') id: string, @CurrentTeam() team: TeamScope): Promise<CampaignResponse> {
    return this.campaigns.get(team, sheetIdFromPath(id));
  }

  @Post('api/user/campaign/save')
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

  @Get('api/casting-calls/agency/casting-calls')
  @ApiOperation({ summary: "Every brand creator call with the caller team's response sheet and status" })
  @ApiOkResponse({ type: CastingCallsResponseDto })
  @ApiErrors(403)
  async castingCalls(@CurrentTeam() team: TeamScope): Promise<CastingCallsResponse> {
    return { casting_calls: await this.calls.list(team) };
  }

  @Get('api/casting-calls/agency/:id')
  @ApiOperation({ summary: "One creator call with the caller team's response sheet and status" })
  @ApiOkResponse({ type: CastingCallResponseDto })
  @ApiErrors(400, 403, 404)
  async castingCall(@Param() { id }: IdParam, @CurrentTeam() team: TeamScope): Promise<CastingCallResponse> {
    return { casting_call: await this.calls.get(team, id) };
  }

  @Get('api/casting-calls/response/:id')
  @ApiOperation({ summary: "The caller team's response sheet to a creator call (null when none yet)" })
  @ApiOkResponse({ type: CastingCallSheetResponseDto })
  @ApiErrors(400, 403, 404)
  castingCallResponse(
    @Param() { id }: IdParam,
    @CurrentTeam() team: TeamScope,
  ): Promise<CastingCallSheetResponse> {
    return this.calls.response(team, id);
  }

  @Post('api/user/casting-call-response-submit')
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

  @Post('api/admin/casting-calls')
  @HttpCode(200)
  @CsrfProtected()
  @ApiOperation({
    summary: 'Creates a creator call (administrators only; brand-side creation is outside the spec)',
  })
  @ApiOkResponse({ type: CastingCallResponseDto })
  @ApiErrors(400, 403)
  async createCall(
    @Body() body: CreateCastingCallDto,
    @CurrentUser() user: User,
    @CurrentTeam() team: TeamScope,
  ): Promise<CastingCallResponse> {
    return { casting_call: await this.calls.create(user, team, body) };
  }
}
