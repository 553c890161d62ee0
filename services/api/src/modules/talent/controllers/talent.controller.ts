import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  AdvancedInfluencerSettingsResponse,
  CategoriesResponse,
  CustomDescriptionResponse,
  CustomTaglineResponse,
  DisplayTagsResponse,
  InfluencerExtraData,
  InfluencerProfile,
  InfluencerSettingsResponse,
  InfluencerTagsResponse,
  RosterResponse,
  TeamTagsResponse,
} from '@tpp/contracts';
import { ApiException } from '../../../infrastructure/http/api-exception.js';
import { IdParam } from '../../../infrastructure/http/id-param.dto.js';
import { ApiErrors, CsrfProtected, SessionRequired } from '../../../infrastructure/http/openapi.js';
import { CurrentTeam, CurrentUser } from '../../accounts/auth/decorators.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { SignedInGuard } from '../../accounts/auth/signed-in.guard.js';
import type { User } from '../../accounts/entities/user.entity.js';
import { CATEGORIES } from '../../talent-data/catalog/index.js';
import {
  AdvancedInfluencerSettingsDto,
  CustomDescriptionDto,
  CustomTaglineDto,
  InfluencerIdDto,
  InfluencerLocationDto,
  InfluencerSettingsDto,
  InfluencerTagsDto,
  RateCardDto,
  RosterQueryDto,
} from '../dto/talent-requests.dto.js';
import {
  AdvancedSettingsResponseDto,
  CategoriesResponseDto,
  CustomDescriptionResponseDto,
  CustomTaglineResponseDto,
  DisplayTagsResponseDto,
  InfluencerExtraDataDto,
  InfluencerProfileDto,
  InfluencerSettingsResponseDto,
  InfluencerTagsResponseDto,
  RosterResponseDto,
  SuccessDto,
  TeamTagsResponseDto,
} from '../dto/talent-responses.dto.js';
import { CustomisationService } from '../services/customisation.service.js';
import { ProfileService } from '../services/profile.service.js';
import { RosterService } from '../services/roster.service.js';

/**
 * The signed-in team's talent calls. Every one is scoped to the caller's team: a creator that is
 * not on the team's roster answers 404 exactly like a missing one.
 */
@ApiTags('talent')
@Controller()
@UseGuards(SignedInGuard)
@SessionRequired()
export class TalentController {
  constructor(
    private readonly roster: RosterService,
    private readonly profiles: ProfileService,
    private readonly customisation: CustomisationService,
  ) {}

  @Get('api/user/influencers')
  @ApiOperation({
    summary: "The team's roster: filters (ids, name above 2 characters, tag), name sort, pages of 25|50",
  })
  @ApiOkResponse({ type: RosterResponseDto })
  @ApiErrors(400, 403)
  list(@Query() query: RosterQueryDto, @CurrentTeam() team: TeamScope): Promise<RosterResponse> {
    return this.roster.list(team.teamId, query);
  }

  @Get('api/influencers/profiles/:id')
  @ApiOperation({
    summary: "A creator's profile with the team's customisations (hidden stats kept for editing)",
  })
  @ApiOkResponse({ type: InfluencerProfileDto })
  @ApiErrors(400, 403, 404)
  profile(@Param() { id }: IdParam, @CurrentTeam() team: TeamScope): Promise<InfluencerProfile> {
    return this.profiles.privateProfile(team.teamId, id);
  }

  @Get('api/user/influencers/extra-data/:id')
  @ApiOperation({
    summary: 'Every post of every account by type (hidden ones flagged) and notable followers',
  })
  @ApiOkResponse({ type: InfluencerExtraDataDto })
  @ApiErrors(400, 403, 404)
  extraData(@Param() { id }: IdParam, @CurrentTeam() team: TeamScope): Promise<InfluencerExtraData> {
    return this.profiles.extraData(team.teamId, id);
  }

  @Post('api/user/talent/custom-description')
  @HttpCode(200)
  @CsrfProtected()
  @ApiOperation({ summary: "Saves the team's custom description ('' deletes it, '-' hides the default)" })
  @ApiOkResponse({ type: CustomDescriptionResponseDto })
  @ApiErrors(400, 404)
  customDescription(
    @Body() body: CustomDescriptionDto,
    @CurrentTeam() team: TeamScope,
  ): Promise<CustomDescriptionResponse> {
    return this.customisation.customDescription(team, body.influencer_id, body.description);
  }

  @Post('api/user/talent/custom-tagline')
  @HttpCode(200)
  @CsrfProtected()
  @ApiOperation({ summary: "Saves the team's tagline (under 30 characters; '' removes it)" })
  @ApiOkResponse({ type: CustomTaglineResponseDto })
  @ApiErrors(400, 404)
  customTagline(
    @Body() body: CustomTaglineDto,
    @CurrentTeam() team: TeamScope,
  ): Promise<CustomTaglineResponse> {
    return this.customisation.customTagline(team, body.influencer_id, body.tagline);
  }

  @Post('api/user/influencers/tags')
  @HttpCode(200)
  @CsrfProtected()
  @ApiOperation({
    summary: "Replaces the creator's tags for the team; displayed tags no longer tagged are dropped",
  })
  @ApiOkResponse({ type: InfluencerTagsResponseDto })
  @ApiErrors(400, 404)
  tags(@Body() body: InfluencerTagsDto, @CurrentTeam() team: TeamScope): Promise<InfluencerTagsResponse> {
    return this.customisation.tags(team, body.influencer_id, body.tags);
  }

  @Post('api/user/influencers/display-tags')
  @HttpCode(200)
  @CsrfProtected()
  @ApiOperation({ summary: 'Sets the displayed tags: at most 4, each one of the creator’s tags' })
  @ApiOkResponse({ type: DisplayTagsResponseDto })
  @ApiErrors(400, 404)
  displayTags(@Body() body: InfluencerTagsDto, @CurrentTeam() team: TeamScope): Promise<DisplayTagsResponse> {
    return this.customisation.displayTags(team, body.influencer_id, body.tags);
  }

  @Post('api/update-influencer-location')
  @HttpCode(200)
  @CsrfProtected()
  @ApiOperation({
    summary: "Sets the team's city and state for the creator (a team override: other teams keep theirs)",
  })
  @ApiOkResponse({ type: SuccessDto })
  @ApiErrors(400, 404)
  location(@Body() body: InfluencerLocationDto, @CurrentTeam() team: TeamScope): Promise<{ success: true }> {
    return this.customisation.location(team, body);
  }

  @Post('api/team/advanced-influencer-settings')
  @HttpCode(200)
  @CsrfProtected()
  @ApiOperation({
    summary: 'Hidden stats per social account (stringifiedSettings: JSON of {socialId: [stat keys]})',
  })
  @ApiOkResponse({ type: AdvancedSettingsResponseDto })
  @ApiErrors(400, 404)
  advancedSettings(
    @Body() body: AdvancedInfluencerSettingsDto,
    @CurrentTeam() team: TeamScope,
  ): Promise<AdvancedInfluencerSettingsResponse> {
    return this.customisation.advancedSettings(team, body.influencer_id, body.stringifiedSettings);
  }

  @Post('api/team/influencer-settings')
  @HttpCode(200)
  @CsrfProtected()
  @ApiOperation({
    summary: 'Hidden posts, disabled info boxes and display name (only the given keys change)',
  })
  @ApiOkResponse({ type: InfluencerSettingsResponseDto })
  @ApiErrors(400, 404)
  influencerSettings(
    @Body() body: InfluencerSettingsDto,
    @CurrentTeam() team: TeamScope,
  ): Promise<InfluencerSettingsResponse> {
    return this.customisation.influencerSettings(team, body.influencer_id, body.settings);
  }

  @Post('api/user/talent/rate-card')
  @HttpCode(200)
  @Header('content-type', 'application/json; charset=utf-8')
  @CsrfProtected()
  @ApiOperation({
    summary:
      'Saves the rate card (every row needs platform, description and rate); all-empty or removeRateCard removes it',
  })
  @ApiOkResponse({ schema: { type: 'string', enum: ['OK'] }, description: 'The JSON string "OK"' })
  @ApiErrors(400, 404)
  rateCard(@Body() body: RateCardDto, @CurrentTeam() team: TeamScope): Promise<'OK'> {
    return this.customisation
      .rateCard(team, body.influencer_id, body.rate_card, body.removeRateCard === true)
      .then((answer) => JSON.stringify(answer) as 'OK');
  }

  @Post('api/user/team/roster/remove')
  @HttpCode(200)
  @CsrfProtected()
  @ApiOperation({ summary: "Takes the creator off the team's roster (with the team's customisations)" })
  @ApiOkResponse({ type: SuccessDto })
  @ApiErrors(400, 404)
  removeFromRoster(
    @Body() body: InfluencerIdDto,
    @CurrentTeam() team: TeamScope,
  ): Promise<{ success: true }> {
    return this.customisation.removeFromRoster(team, body.influencer_id);
  }

  @Delete('api/team/influencer/:id')
  @CsrfProtected()
  @ApiOperation({ summary: "Team admins: takes the creator off the team's roster" })
  @ApiOkResponse({ type: SuccessDto })
  @ApiErrors(400, 403, 404)
  remove(
    @Param() { id }: IdParam,
    @CurrentTeam() team: TeamScope,
    @CurrentUser() user: User,
  ): Promise<{ success: true }> {
    if (team.role !== 'team_admin' && !user.isAdmin)
      throw new ApiException(403, 'Forbidden', 'Only team admins can remove talent from the roster.');
    return this.customisation.removeFromRoster(team, id);
  }

  @Get('api/user/team/tags')
  @ApiOperation({ summary: "The master tags plus the team's own, the tags in use, and tag -> creator ids" })
  @ApiOkResponse({ type: TeamTagsResponseDto })
  @ApiErrors(403)
  teamTags(@CurrentTeam() team: TeamScope): Promise<TeamTagsResponse> {
    return this.roster.tags(team.teamId);
  }

  @Get('api/user/team/sheet-categories')
  @ApiOperation({ summary: 'Categories with subcategories for the team (the product catalog)' })
  @ApiOkResponse({ type: CategoriesResponseDto })
  @ApiErrors(403)
  sheetCategories(@CurrentTeam() _team: TeamScope): CategoriesResponse {
    return { categories: CATEGORIES };
  }
}
