import { ApiProperty, OmitType } from '@nestjs/swagger';
import {
  AGE_BUCKETS,
  POST_TYPES,
  RATE_CARD_PLATFORMS,
  SOCIAL_PLATFORMS,
  WIDGET_KEYS,
  type AdvancedInfluencerSettingsResponse,
  type AgeBucket,
  type AgeGroup,
  type AudienceFollowers,
  type CaseStudy,
  type CaseStudyStat,
  type CategoriesResponse,
  type Category,
  type CustomDescriptionResponse,
  type DescriptionPreviewResponse,
  type CustomTaglineResponse,
  type DisplayTagsResponse,
  type EditablePost,
  type EditablePostLists,
  type PlatformFigure,
  type ExtraDataAccount,
  type InfluencerExtraData,
  type InfluencerProfile,
  type InfluencerSettingsResponse,
  type InfluencerTagsResponse,
  type InfluencerTeamSettings,
  type NotableFollower,
  type Post,
  type PostStat,
  type PostType,
  type PublicProfileResponse,
  type PublicRosterResponse,
  type PublicRosterStats,
  type PublicTeam,
  type RateCardPlatform,
  type RateCardRow,
  type ReachByPlatform,
  type RosterCard,
  type RosterInfluencer,
  type RosterResponse,
  type RosterSocial,
  type SocialAccount,
  type SocialPlatform,
  type Subcategory,
  type TeamDisplaySettings,
  type TeamTagsResponse,
  type WidgetKey,
} from '@tpp/contracts';
import { PublicTeamFieldsDto } from '../../../infrastructure/http/public-team-fields.dto.js';
import { SuccessDto } from '../../../infrastructure/http/success.dto.js';

/*
 * OpenAPI shapes of the talent answers. The TypeScript types in @tpp/contracts are the source of
 * truth; every class implements its type so drift fails typechecking.
 */

const hiddenStatsSchema = {
  type: 'object',
  additionalProperties: { type: 'array', items: { type: 'string' } },
  example: { '12': ['avg_likes', 'engagement_rate'] },
} as const;

export class RosterSocialDto implements RosterSocial {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: SOCIAL_PLATFORMS }) platform!: SocialPlatform;
  @ApiProperty() followers!: number;
  @ApiProperty() handle!: string;
}

export class AgeGroupDto implements AgeGroup {
  @ApiProperty({ enum: AGE_BUCKETS }) age_group!: AgeBucket;
  @ApiProperty({ description: 'percent 0..100' }) percentage!: number;
}

/** One number of a creator and the platform it belongs to. */
export class PlatformFigureDto implements PlatformFigure {
  @ApiProperty() value!: number;
  @ApiProperty({ enum: SOCIAL_PLATFORMS }) platform!: SocialPlatform;
}

const TOTAL_REACH = { description: 'Followers summed over every account of the creator' } as const;
const AVERAGE_VIEWS = {
  type: PlatformFigureDto,
  nullable: true,
  description: 'Average views of the primary account: reels plays on Instagram, average views elsewhere',
} as const;

export class RosterInfluencerDto implements RosterInfluencer {
  @ApiProperty() id!: number;
  @ApiProperty() fullname!: string;
  @ApiProperty({ type: String, nullable: true }) tagline!: string | null;
  @ApiProperty() picture_main_url!: string;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ type: [String] }) display_tags!: string[];
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ type: String, nullable: true }) state!: string | null;
  @ApiProperty({ type: Number, nullable: true }) primary_account_id!: number | null;
  @ApiProperty({ enum: SOCIAL_PLATFORMS, nullable: true }) primary_platform!: SocialPlatform | null;
  @ApiProperty({ type: String, nullable: true }) primary_handle!: string | null;
  @ApiProperty() primary_followers!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'percent' }) primary_engagement_rate!:
    number | null;
  @ApiProperty(TOTAL_REACH) total_reach!: number;
  @ApiProperty(AVERAGE_VIEWS) average_views!: PlatformFigureDto | null;
  @ApiProperty({ type: Number, nullable: true, description: 'percent' }) primary_us_audience_share!:
    number | null;
  @ApiProperty({
    description: "The profile description (the team's custom one first) as plain text, cut to 150 characters",
  })
  description_excerpt!: string;
  @ApiProperty({ type: [RosterSocialDto] }) socials!: RosterSocialDto[];
}

export class RosterResponseDto implements RosterResponse {
  @ApiProperty({ type: [RosterInfluencerDto] }) influencers!: RosterInfluencerDto[];
  @ApiProperty() total_influencers!: number;
  @ApiProperty({ description: 'Followers summed over every account of the matching creators' })
  reach!: number;
}

export class PostStatDto implements PostStat {
  @ApiProperty() likes!: number;
  @ApiProperty() comments!: number;
  @ApiProperty({ type: Number, nullable: true }) views!: number | null;
}

export class PostDto implements Post {
  @ApiProperty() post_id!: string;
  @ApiProperty() link!: string;
  @ApiProperty() image!: string;
  @ApiProperty() thumbnail!: string;
  @ApiProperty() caption!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ type: PostStatDto }) stat!: PostStatDto;
}

export class EditablePostDto extends PostDto implements EditablePost {
  @ApiProperty({ enum: POST_TYPES }) post_type!: PostType;
  @ApiProperty({ description: "In the team's excluded_post_ids" }) hidden!: boolean;
}

export class NotableFollowerDto implements NotableFollower {
  @ApiProperty() user_id!: string;
  @ApiProperty() username!: string;
  @ApiProperty() picture!: string;
  @ApiProperty() followers!: number;
  @ApiProperty() url!: string;
}

export class PostListsDto implements EditablePostLists {
  @ApiProperty({ type: [EditablePostDto] }) top_posts!: EditablePostDto[];
  @ApiProperty({ type: [EditablePostDto] }) top_reels!: EditablePostDto[];
  @ApiProperty({ type: [EditablePostDto] }) recent_posts!: EditablePostDto[];
  @ApiProperty({ type: [EditablePostDto] }) commercial_posts!: EditablePostDto[];
}

export class ExtraDataAccountDto implements ExtraDataAccount {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: SOCIAL_PLATFORMS }) platform!: SocialPlatform;
  @ApiProperty() platform_account_name!: string;
  @ApiProperty() profile_url!: string;
  @ApiProperty() primary!: boolean;
  @ApiProperty({ type: PostListsDto }) posts!: PostListsDto;
  @ApiProperty({ type: [NotableFollowerDto] }) notable_followers!: NotableFollowerDto[];
}

export class InfluencerExtraDataDto implements InfluencerExtraData {
  @ApiProperty() influencer_id!: number;
  @ApiProperty({ type: [String] }) excluded_post_ids!: string[];
  @ApiProperty({ type: [ExtraDataAccountDto] }) accounts!: ExtraDataAccountDto[];
}

export class RateCardRowAnswerDto implements RateCardRow {
  @ApiProperty({ enum: RATE_CARD_PLATFORMS }) platform!: RateCardPlatform;
  @ApiProperty() description!: string;
  @ApiProperty() rate!: string;
}

export class InfluencerTeamSettingsAnswerDto implements InfluencerTeamSettings {
  @ApiProperty({ type: String, nullable: true }) custom_display_name!: string | null;
  @ApiProperty({ type: [String] }) excluded_post_ids!: string[];
  @ApiProperty({ enum: WIDGET_KEYS, isArray: true }) disabledInfoBoxes!: WidgetKey[];
}

export class SocialAccountDto implements SocialAccount {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: SOCIAL_PLATFORMS }) platform!: SocialPlatform;
  @ApiProperty() platform_account_name!: string;
  @ApiProperty() platform_account_nickname!: string;
  @ApiProperty() platform_account_id!: string;
  @ApiProperty() profile_url!: string;
  @ApiProperty() picture_main_url!: string;
  @ApiProperty() followers!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'percent' }) engagement_rate!: number | null;
  @ApiProperty({ type: Number, nullable: true }) avg_likes!: number | null;
  @ApiProperty({ type: Number, nullable: true }) avg_views!: number | null;
  @ApiProperty({ type: Number, nullable: true }) avg_comments!: number | null;
  @ApiProperty({ type: Number, nullable: true }) avg_story_reach!: number | null;
  @ApiProperty({ type: Number, nullable: true }) avg_story_clicks!: number | null;
  @ApiProperty({ type: Number, nullable: true }) avg_reels_plays!: number | null;
  @ApiProperty({ type: Number, nullable: true }) avg_reels_engagement!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'percent' }) us_audience_share!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'percent' }) audience_female_percent!:
    number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'percent' }) audience_male_percent!:
    number | null;
  @ApiProperty({
    type: 'object',
    nullable: true,
    description:
      'AudienceFollowers: audience_gender, audience_ages_object, audience_geo {countries, cities}, audience_interests (weights 0..1); null without detailed data',
    additionalProperties: true,
  })
  audience_followers!: AudienceFollowers | null;
  @ApiProperty({ type: [NotableFollowerDto] }) notable_followers!: NotableFollowerDto[];
  @ApiProperty({ type: [PostDto], description: 'At most 3, hidden posts left out' }) top_posts!: PostDto[];
  @ApiProperty({ type: [PostDto] }) top_reels!: PostDto[];
  @ApiProperty({ type: [PostDto] }) recent_posts!: PostDto[];
  @ApiProperty({ type: [PostDto] }) commercial_posts!: PostDto[];
  @ApiProperty() primary!: boolean;
}

export class CaseStudyStatDto implements CaseStudyStat {
  @ApiProperty({ enum: ['Likes', 'Comments', 'Views'] }) title!: 'Likes' | 'Comments' | 'Views';
  @ApiProperty() value!: number;
}

export class CaseStudyDto implements CaseStudy {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() brandPartner!: string;
  @ApiProperty({ description: 'markdown' }) campaignObjectives!: string;
  @ApiProperty({ description: 'markdown' }) campaignSummary!: string;
  @ApiProperty({ description: 'markdown' }) campaignResults!: string;
  @ApiProperty() campaignObjectives_html!: string;
  @ApiProperty() campaignSummary_html!: string;
  @ApiProperty() campaignResults_html!: string;
  @ApiProperty() highlightedContentUrl!: string;
  @ApiProperty({ type: String, nullable: true }) contentThumbnail!: string | null;
  @ApiProperty({ type: String, nullable: true }) horizontalThumbnail!: string | null;
  @ApiProperty({ type: [CaseStudyStatDto] }) stats!: CaseStudyStatDto[];
}

export class InfluencerProfileDto implements InfluencerProfile {
  @ApiProperty() id!: number;
  @ApiProperty({ description: "The team's custom display name when set" }) fullname!: string;
  @ApiProperty({ type: String, nullable: true }) tagline!: string | null;
  @ApiProperty({ description: "Default description (markdown); '' when the team hid it with '-'" })
  description!: string;
  @ApiProperty({ description: 'Sanitised HTML' }) description_html!: string;
  @ApiProperty({ type: String, nullable: true }) custom_description!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Sanitised HTML' })
  custom_description_html!: string | null;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ type: [String], description: 'Tags not in the master list' }) custom_tags!: string[];
  @ApiProperty({ type: [String] }) display_tags!: string[];
  @ApiProperty({ type: String, nullable: true }) custom_picture!: string | null;
  @ApiProperty() picture_main_url!: string;
  @ApiProperty({ type: String, nullable: true, description: "The team's override, else the creator's" })
  city!: string | null;
  @ApiProperty({ type: String, nullable: true }) state!: string | null;
  @ApiProperty({ type: String, nullable: true }) country!: string | null;
  @ApiProperty({ type: String, nullable: true }) age_range!: string | null;
  @ApiProperty({ enum: ['male', 'female'], nullable: true }) gender!: 'male' | 'female' | null;
  @ApiProperty({ type: [SocialAccountDto] }) socials!: SocialAccountDto[];
  @ApiProperty({ type: Number, nullable: true }) primary_account_id!: number | null;
  @ApiProperty({ type: Number, nullable: true }) primary_engagement_rate!: number | null;
  @ApiProperty() hide_engagement_rate!: boolean;
  @ApiProperty({ type: Number, nullable: true }) primary_female_audience!: number | null;
  @ApiProperty({ type: AgeGroupDto, nullable: true }) primary_age_group!: AgeGroupDto | null;
  @ApiProperty({ type: [RateCardRowAnswerDto], nullable: true }) rate_card!: RateCardRowAnswerDto[] | null;
  @ApiProperty({ type: [CaseStudyDto] }) case_studies!: CaseStudyDto[];
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) last_data_update!: string | null;
  @ApiProperty(hiddenStatsSchema) stat_display_settings!: Record<string, string[]>;
  @ApiProperty({ type: InfluencerTeamSettingsAnswerDto }) team_settings!: InfluencerTeamSettingsAnswerDto;
  @ApiProperty() team_id!: number;
  @ApiProperty() with_advanced_data!: boolean;
}

/** The public team fields but team_id, which this answer calls id. */
export class PublicTeamDto extends OmitType(PublicTeamFieldsDto, ['team_id'] as const) implements PublicTeam {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'TeamDisplaySettings; defaults: font neuton, accent shine-gold',
  })
  display_settings!: TeamDisplaySettings;

  @ApiProperty() id!: number;
}

export class PublicProfileResponseDto implements PublicProfileResponse {
  @ApiProperty({ type: InfluencerProfileDto }) influencer!: InfluencerProfileDto;
  @ApiProperty({ type: PublicTeamDto }) team!: PublicTeamDto;
}

export class RosterCardDto implements RosterCard {
  @ApiProperty() id!: number;
  @ApiProperty() fullname!: string;
  @ApiProperty({ type: String, nullable: true }) tagline!: string | null;
  @ApiProperty() picture_main_url!: string;
  @ApiProperty(TOTAL_REACH) total_reach!: number;
  @ApiProperty({ ...AVERAGE_VIEWS, description: `${AVERAGE_VIEWS.description}; null when hidden` })
  average_views!: PlatformFigureDto | null;
  @ApiProperty({ type: [RosterSocialDto] }) socials!: RosterSocialDto[];
  @ApiProperty({ type: Number, nullable: true, description: 'null when hidden' })
  primary_engagement_rate!: number | null;
  @ApiProperty() hide_engagement_rate!: boolean;
  @ApiProperty({ type: Number, nullable: true }) primary_female_audience!: number | null;
  @ApiProperty({ type: AgeGroupDto, nullable: true }) primary_age_group!: AgeGroupDto | null;
  @ApiProperty({
    type: [String],
    description:
      "The tags the team shows brands for this creator (at most 4, the team's order), never its other tags; [] with displayNoTags",
  })
  display_tags!: string[];
}

export class ReachByPlatformDto implements ReachByPlatform {
  @ApiProperty() instagram!: number;
  @ApiProperty() tiktok!: number;
  @ApiProperty() youtube!: number;
}

export class PublicRosterStatsDto implements PublicRosterStats {
  @ApiProperty() creators!: number;
  @ApiProperty() total_reach!: number;
  @ApiProperty({ type: ReachByPlatformDto }) reach_by_platform!: ReachByPlatformDto;
}

export class PublicRosterResponseDto implements PublicRosterResponse {
  @ApiProperty({ type: PublicTeamDto }) team!: PublicTeamDto;
  @ApiProperty({ type: [RosterCardDto], description: 'At most 500, in roster order' })
  influencers!: RosterCardDto[];
  @ApiProperty({ type: PublicRosterStatsDto }) stats!: PublicRosterStatsDto;
}

export class CustomDescriptionResponseDto extends SuccessDto implements CustomDescriptionResponse {
  @ApiProperty({ type: String, nullable: true }) custom_description!: string | null;
  @ApiProperty({ type: String, nullable: true }) custom_description_html!: string | null;
}

export class DescriptionPreviewResponseDto implements DescriptionPreviewResponse {
  @ApiProperty({ description: 'The sanitised HTML the profile would show' }) html!: string;
}

export class CustomTaglineResponseDto extends SuccessDto implements CustomTaglineResponse {
  @ApiProperty({ type: String, nullable: true }) tagline!: string | null;
}

export class InfluencerTagsResponseDto extends SuccessDto implements InfluencerTagsResponse {
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ type: [String] }) display_tags!: string[];
}

export class DisplayTagsResponseDto extends SuccessDto implements DisplayTagsResponse {
  @ApiProperty({ type: [String] }) display_tags!: string[];
}

export class AdvancedSettingsResponseDto extends SuccessDto implements AdvancedInfluencerSettingsResponse {
  @ApiProperty(hiddenStatsSchema) stat_display_settings!: Record<string, string[]>;
}

export class InfluencerSettingsResponseDto extends SuccessDto implements InfluencerSettingsResponse {
  @ApiProperty({ type: InfluencerTeamSettingsAnswerDto }) settings!: InfluencerTeamSettingsAnswerDto;
}

export class TeamTagsResponseDto implements TeamTagsResponse {
  @ApiProperty({ type: [String], description: "The master list plus the team's custom tags" })
  tags!: string[];
  @ApiProperty({ type: [String] }) master_tags!: string[];
  @ApiProperty({ type: [String] }) used_tags!: string[];
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'number' } },
    description: 'tag -> creator ids of the roster',
  })
  tagged_influencers!: Record<string, number[]>;
}

export class SubcategoryDto implements Subcategory {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}

export class CategoryDto implements Category {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: [SubcategoryDto] }) subcategories!: SubcategoryDto[];
}

export class CategoriesResponseDto implements CategoriesResponse {
  @ApiProperty({ type: [CategoryDto] }) categories!: CategoryDto[];
}
