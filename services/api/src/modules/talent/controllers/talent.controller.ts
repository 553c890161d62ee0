import { Body, Controller, Header, Param, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { IdParam } from '../../../infrastructure/http/id-param.dto.js';
import { SessionRequired } from '../../../infrastructure/http/openapi.js';
import { CurrentTeam } from '../../accounts/auth/decorators.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { SignedInGuard } from '../../accounts/auth/signed-in.guard.js';
import {
  AdvancedInfluencerSettingsDto,
  CustomDescriptionDto,
  CustomTaglineDto,
  DescriptionPreviewDto,
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
  DescriptionPreviewResponseDto,
  DisplayTagsResponseDto,
  InfluencerExtraDataDto,
  InfluencerProfileDto,
  InfluencerSettingsResponseDto,
  InfluencerTagsResponseDto,
  RosterResponseDto,
  TeamTagsResponseDto,
} from '../dto/talent-responses.dto.js';
import { BulkTagsDto, BulkTagsResponseDto } from '../dto/bulk-tags.dto.js';
import { BulkTagsService } from '../services/bulk-tags.service.js';
import { CustomisationService } from '../services/customisation.service.js';
import { ProfileService } from '../services/profile.service.js';
import { RosterService } from '../services/roster.service.js';
import { SuccessDto } from '../../../infrastructure/http/success.dto.js';

/**
 * The signed-in team's talent calls. Every one is scoped to the caller's team: a creator that is
 * not the team's answers 404 exactly like a missing one. The roster list and tags show roster
 * creators only; the creator calls also answer for the team's pitched creators (in its sheets, not
 * on its roster: the sheet editor opens them), except removing from the roster (404).
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
    private readonly bulkTags: BulkTagsService,
  ) {}

  @Endpoint(API.talent.roster, {
    summary: "The team's roster: filters (ids, name above 2 characters, tag), name sort, pages of 25|50",
    ok: RosterResponseDto,
  })
  list(@Query() query: RosterQueryDto, @CurrentTeam() team: TeamScope) {
    return this.roster.list(team.teamId, query);
  }

  @Endpoint(API.talent.profile, {
    summary: "A creator's profile with the team's customisations (hidden stats kept for editing)",
    ok: InfluencerProfileDto,
    errors: [404],
  })
  profile(@Param() { id }: IdParam, @CurrentTeam() team: TeamScope) {
    return this.profiles.privateProfile(team.teamId, id);
  }

  @Endpoint(API.talent.extraData, {
    summary: 'Every post of every account by type (hidden ones flagged) and notable followers',
    ok: InfluencerExtraDataDto,
    errors: [404],
  })
  extraData(@Param() { id }: IdParam, @CurrentTeam() team: TeamScope) {
    return this.profiles.extraData(team.teamId, id);
  }

  @Endpoint(API.talent.customDescription, {
    summary: "Saves the team's custom description ('' deletes it, '-' hides the default)",
    ok: CustomDescriptionResponseDto,
    errors: [404],
  })
  customDescription(@Body() body: CustomDescriptionDto, @CurrentTeam() team: TeamScope) {
    return this.customisation.customDescription(team, body.influencer_id, body.description);
  }

  @Endpoint(API.talent.descriptionPreview, {
    summary: 'Renders a draft custom description as the profile would show it (saves nothing)',
    ok: DescriptionPreviewResponseDto,
  })
  descriptionPreview(@Body() body: DescriptionPreviewDto) {
    return this.customisation.descriptionPreview(body.description);
  }

  @Endpoint(API.talent.customTagline, {
    summary: "Saves the team's tagline (under 30 characters; '' removes it)",
    ok: CustomTaglineResponseDto,
    errors: [404],
  })
  customTagline(@Body() body: CustomTaglineDto, @CurrentTeam() team: TeamScope) {
    return this.customisation.customTagline(team, body.influencer_id, body.tagline);
  }

  @Endpoint(API.talent.tags, {
    summary: "Replaces the creator's tags for the team; displayed tags no longer tagged are dropped",
    ok: InfluencerTagsResponseDto,
    errors: [404],
  })
  tags(@Body() body: InfluencerTagsDto, @CurrentTeam() team: TeamScope) {
    return this.customisation.tags(team, body.influencer_id, body.tags);
  }

  @Endpoint(API.talent.bulkTags, {
    summary: 'Adds tags to (or removes them from) up to 500 creators at once',
    description:
      "One transaction. Adding to a directory creator that is not the team's makes it a pitched creator of the team (an empty team row); removing changes only the team's creators and drops removed tags from the displayed tags. A creator id that does not exist answers 400 naming influencer_ids.",
    ok: BulkTagsResponseDto,
  })
  bulkTag(@Body() body: BulkTagsDto, @CurrentTeam() team: TeamScope) {
    return this.bulkTags.apply(team, body);
  }

  @Endpoint(API.talent.displayTags, {
    summary: 'Sets the displayed tags: at most 4, each one of the creator’s tags',
    ok: DisplayTagsResponseDto,
    errors: [404],
  })
  displayTags(@Body() body: InfluencerTagsDto, @CurrentTeam() team: TeamScope) {
    return this.customisation.displayTags(team, body.influencer_id, body.tags);
  }

  @Endpoint(API.talent.location, {
    summary: "Sets the team's city and state for the creator (a team override: other teams keep theirs)",
    ok: SuccessDto,
    errors: [404],
  })
  location(@Body() body: InfluencerLocationDto, @CurrentTeam() team: TeamScope) {
    return this.customisation.location(team, body);
  }

  @Endpoint(API.talent.advancedSettings, {
    summary: 'Hidden stats per social account (stringifiedSettings: JSON of {socialId: [stat keys]})',
    ok: AdvancedSettingsResponseDto,
    errors: [404],
  })
  advancedSettings(@Body() body: AdvancedInfluencerSettingsDto, @CurrentTeam() team: TeamScope) {
    return this.customisation.advancedSettings(team, body.influencer_id, body.stringifiedSettings);
  }

  @Endpoint(API.talent.settings, {
    summary: 'Hidden posts, disabled info boxes and display name (only the given keys change)',
    ok: InfluencerSettingsResponseDto,
    errors: [404],
  })
  influencerSettings(@Body() body: InfluencerSettingsDto, @CurrentTeam() team: TeamScope) {
    return this.customisation.influencerSettings(team, body.influencer_id, body.settings);
  }

  @Endpoint(API.talent.rateCard, {
    summary:
      'Saves the rate card (every row needs platform, description and rate); all-empty or removeRateCard removes it',
    ok: { schema: { type: 'string', enum: ['OK'] }, description: 'The JSON string "OK"' },
    errors: [404],
  })
  @Header('content-type', 'application/json; charset=utf-8')
  rateCard(@Body() body: RateCardDto, @CurrentTeam() team: TeamScope) {
    return this.customisation.rateCard(
      team,
      body.influencer_id,
      body.rate_card,
      body.removeRateCard === true,
    );
  }

  @Endpoint(API.talent.removeFromRoster, {
    summary: "Team admins: takes the creator off the team's roster (with the team's customisations)",
    ok: SuccessDto,
    errors: [404],
  })
  removeFromRoster(@Body() body: InfluencerIdDto, @CurrentTeam() team: TeamScope) {
    return this.customisation.removeFromRoster(team, body.influencer_id);
  }

  @Endpoint(API.talent.deleteFromTeam, {
    summary: "Team admins: takes the creator off the team's roster",
    ok: SuccessDto,
    errors: [404],
  })
  remove(@Param() { id }: IdParam, @CurrentTeam() team: TeamScope) {
    return this.customisation.removeFromRoster(team, id);
  }

  @Endpoint(API.talent.teamTags, {
    summary: "The master tags plus the team's own, the tags in use, and tag -> creator ids",
    ok: TeamTagsResponseDto,
  })
  teamTags(@CurrentTeam() team: TeamScope) {
    return this.roster.tags(team.teamId);
  }

  @Endpoint(API.talent.sheetCategories, {
    summary: 'Categories with subcategories for the team (the product catalog)',
    ok: CategoriesResponseDto,
  })
  sheetCategories(@CurrentTeam() _team: TeamScope) {
    return this.roster.categories();
  }
}
