import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  RATE_CARD_PLATFORMS,
  ROSTER_QUERY_PAGE_SIZES,
  ROSTER_SORTS,
  SOCIAL_PLATFORMS,
  WIDGET_KEYS,
  type AdvancedInfluencerSettingsRequest,
  type CustomDescriptionRequest,
  type DescriptionPreviewRequest,
  type CustomTaglineRequest,
  type InfluencerIdRequest,
  type InfluencerLocationRequest,
  type InfluencerSettingsRequest,
  type InfluencerTagsRequest,
  type InfluencerTeamSettings,
  type ProfileTeamPathParams,
  type RateCardPlatform,
  type RateCardRequest,
  type RateCardRow,
  type RosterQuery,
  type RosterSort,
  SORT_ORDERS,
  type SortOrder,
  type SocialPlatform,
  type TeamIdPathParams,
  type WidgetKey,
} from '@tpp/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  LARGEST_INT4,
  WHOLE_NUMBER_MAX,
  emptyToUndefined,
  IdList,
  Optional,
  OptionalPercent,
  OptionalWholeNumber,
  PositiveId,
  Text,
  toInteger,
  NestedObject,
  OptionalBoolean,
} from '../../../infrastructure/http/validators.js';

export const MAX_DESCRIPTION_LENGTH = 10_000;
export const MAX_TAG_LENGTH = 60;
export const MAX_TAGS = 300;
export const MAX_LOCATION_LENGTH = 100;
export const MAX_DISPLAY_NAME_LENGTH = 120;
export const MAX_RATE_CARD_ROWS = 50;
export const MAX_SETTINGS_JSON_LENGTH = 20_000;
export const MAX_EXCLUDED_POSTS = 2_000;

/** A list of strings of bounded size. */
export function StringList(maxItems: number, maxLength: number): PropertyDecorator {
  return (target, key) => {
    IsArray({ message: '$property must be a list' })(target, key);
    ArrayMaxSize(maxItems, { message: `$property may hold at most ${maxItems} items` })(target, key);
    IsString({ each: true, message: 'each of $property must be a string' })(target, key);
    MaxLength(maxLength, {
      each: true,
      message: `each of $property must be at most ${maxLength} characters`,
    })(target, key);
  };
}

export class InfluencerIdDto implements InfluencerIdRequest {
  @ApiProperty({ minimum: 1 })
  @PositiveId()
  influencer_id!: number;
}

export class CustomDescriptionDto extends InfluencerIdDto implements CustomDescriptionRequest {
  @ApiProperty({
    description: "Markdown. '' deletes the custom description; '-' hides the default description.",
    maxLength: MAX_DESCRIPTION_LENGTH,
  })
  @Text(MAX_DESCRIPTION_LENGTH)
  description!: string;
}

export class DescriptionPreviewDto implements DescriptionPreviewRequest {
  @ApiProperty({
    description: "Markdown of a draft custom description; '' and '-' render as ''.",
    maxLength: MAX_DESCRIPTION_LENGTH,
  })
  @Text(MAX_DESCRIPTION_LENGTH)
  description!: string;
}

export class CustomTaglineDto extends InfluencerIdDto implements CustomTaglineRequest {
  @ApiProperty({ description: "Under 30 characters; '' removes the tagline." })
  @Text(200)
  tagline!: string;
}

export class InfluencerTagsDto extends InfluencerIdDto implements InfluencerTagsRequest {
  @ApiProperty({ type: [String], description: 'The full list; blank entries ignored, duplicates removed.' })
  @StringList(MAX_TAGS, MAX_TAG_LENGTH)
  tags!: string[];
}

export class InfluencerLocationDto extends InfluencerIdDto implements InfluencerLocationRequest {
  @ApiProperty({ description: "'' falls back to the creator's own city" })
  @Text(MAX_LOCATION_LENGTH)
  city!: string;

  @ApiProperty({ description: "'' falls back to the creator's own state" })
  @Text(MAX_LOCATION_LENGTH)
  state!: string;
}

export class AdvancedInfluencerSettingsDto
  extends InfluencerIdDto
  implements AdvancedInfluencerSettingsRequest
{
  @ApiProperty({
    description: 'JSON of { [socialAccountId]: hiddenStatKeys[] }',
    example: '{"12":["avg_likes","engagement_rate"]}',
  })
  @Text(MAX_SETTINGS_JSON_LENGTH)
  stringifiedSettings!: string;
}

export class InfluencerTeamSettingsDto implements Partial<InfluencerTeamSettings> {
  @ApiPropertyOptional({ type: [String] })
  @Optional()
  @StringList(MAX_EXCLUDED_POSTS, 200)
  excluded_post_ids?: string[];

  @ApiPropertyOptional({ enum: WIDGET_KEYS, isArray: true })
  @Optional()
  @IsIn(WIDGET_KEYS, { each: true, message: `each of $property must be one of ${WIDGET_KEYS.join(', ')}` })
  @IsArray({ message: '$property must be a list' })
  disabledInfoBoxes?: WidgetKey[];

  @ApiPropertyOptional({ nullable: true, type: String, maxLength: MAX_DISPLAY_NAME_LENGTH })
  @IsOptional()
  @MaxLength(MAX_DISPLAY_NAME_LENGTH, {
    message: `$property must be at most ${MAX_DISPLAY_NAME_LENGTH} characters`,
  })
  @IsString({ message: '$property must be a string' })
  custom_display_name?: string | null;
}

export class InfluencerSettingsDto extends InfluencerIdDto implements InfluencerSettingsRequest {
  @ApiProperty({ type: InfluencerTeamSettingsDto })
  @NestedObject(() => InfluencerTeamSettingsDto)
  settings!: InfluencerTeamSettingsDto;
}

export class RateCardRowDto implements RateCardRow {
  @ApiProperty({ enum: RATE_CARD_PLATFORMS })
  @ValidateIf((row: RateCardRowDto) => (row.platform as string) !== '')
  @IsIn(RATE_CARD_PLATFORMS, { message: `$property must be one of ${RATE_CARD_PLATFORMS.join(', ')}` })
  @IsString({ message: '$property must be a string' })
  platform!: RateCardPlatform;

  @ApiProperty({ maxLength: 300 })
  @Text(300)
  description!: string;

  @ApiProperty({ maxLength: 60 })
  @Text(60)
  rate!: string;
}

export class RateCardDto extends InfluencerIdDto implements RateCardRequest {
  @ApiProperty({ type: [RateCardRowDto] })
  @ValidateNested({ each: true })
  @Type(() => RateCardRowDto)
  @ArrayMaxSize(MAX_RATE_CARD_ROWS, { message: `$property may hold at most ${MAX_RATE_CARD_ROWS} rows` })
  @IsArray({ message: '$property must be a list' })
  @IsDefined({ message: '$property is required' })
  rate_card!: RateCardRowDto[];

  @ApiPropertyOptional({ description: 'true removes the rate card' })
  @OptionalBoolean()
  removeRateCard?: boolean;
}

export class RosterQueryDto implements RosterQuery {
  @ApiPropertyOptional({ description: 'Comma-separated creator ids', example: '12,15' })
  @Optional()
  @IdList(500)
  @emptyToUndefined
  influencer_ids?: string;

  @ApiPropertyOptional({ description: 'Name filter, applied only when longer than 2 characters' })
  @Optional()
  @MaxLength(100, { message: '$property must be at most 100 characters' })
  @IsString({ message: '$property must be a string' })
  name?: string;

  @ApiPropertyOptional()
  @Optional()
  @MaxLength(MAX_TAG_LENGTH, { message: `$property must be at most ${MAX_TAG_LENGTH} characters` })
  @IsString({ message: '$property must be a string' })
  @emptyToUndefined
  tag?: string;

  @ApiPropertyOptional({
    enum: ROSTER_SORTS,
    description:
      "'followers', 'engagement_rate' and 'average_views' sort by the primary account's numbers, 'total_reach' by the sum over every account (creators without them last); ties by creator id",
  })
  @Optional()
  @IsIn(ROSTER_SORTS, { message: `$property must be one of ${ROSTER_SORTS.join(', ')}` })
  @emptyToUndefined
  sort?: RosterSort;

  @ApiPropertyOptional({
    enum: SORT_ORDERS,
    description: "Default 'desc' for the numbers, 'asc' for name",
  })
  @Optional()
  @IsIn(SORT_ORDERS, { message: "$property must be 'asc' or 'desc'" })
  @emptyToUndefined
  order?: SortOrder;

  @ApiPropertyOptional({ minimum: 1, maximum: 100_000, default: 1 })
  @Optional()
  @Max(100_000, { message: '$property is too large' })
  @Min(1, { message: '$property must be a positive whole number' })
  @IsInt({ message: '$property must be a positive whole number' })
  @toInteger
  @emptyToUndefined
  page?: number;

  @ApiPropertyOptional({ enum: ROSTER_QUERY_PAGE_SIZES, default: 25 })
  @Optional()
  @IsIn(ROSTER_QUERY_PAGE_SIZES, {
    message: `$property must be one of ${ROSTER_QUERY_PAGE_SIZES.join(', ')}`,
  })
  @toInteger
  @emptyToUndefined
  limit?: (typeof ROSTER_QUERY_PAGE_SIZES)[number];

  @ApiPropertyOptional({ enum: SOCIAL_PLATFORMS, description: "The primary account's platform" })
  @Optional()
  @IsIn(SOCIAL_PLATFORMS, { message: `$property must be one of ${SOCIAL_PLATFORMS.join(', ')}` })
  @emptyToUndefined
  platform?: SocialPlatform;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: WHOLE_NUMBER_MAX,
    description: 'Minimum followers of the primary account',
  })
  @OptionalWholeNumber()
  followers_min?: number;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: WHOLE_NUMBER_MAX,
    description: 'Maximum followers of the primary account',
  })
  @OptionalWholeNumber()
  followers_max?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 100, description: 'Minimum engagement rate in percent' })
  @OptionalPercent()
  engagement_rate_min?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 100, description: 'Minimum US audience share in percent' })
  @OptionalPercent()
  us_audience_share_min?: number;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: LARGEST_INT4,
    description: 'Minimum average views of the primary account (an integer column: at most 2147483647)',
  })
  @OptionalWholeNumber(LARGEST_INT4)
  avg_views_min?: number;

  @ApiPropertyOptional({ enum: ['male', 'female'], description: 'Talent gender' })
  @Optional()
  @IsIn(['male', 'female'], { message: "$property must be 'male' or 'female'" })
  @emptyToUndefined
  gender?: 'male' | 'female';
}

export class TeamIdParam implements TeamIdPathParams {
  @ApiProperty({ minimum: 1, maximum: LARGEST_INT4 })
  @toInteger
  @Max(2_147_483_647, { message: '$property is too large' })
  @Min(1, { message: '$property must be a positive whole number' })
  @IsInt({ message: '$property must be a positive whole number' })
  teamId!: number;
}

export class ProfileTeamParams extends TeamIdParam implements ProfileTeamPathParams {
  @ApiProperty({ minimum: 1, maximum: LARGEST_INT4 })
  @toInteger
  @Max(2_147_483_647, { message: '$property is too large' })
  @Min(1, { message: '$property must be a positive whole number' })
  @IsInt({ message: '$property must be a positive whole number' })
  id!: number;
}
