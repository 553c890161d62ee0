import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  DIRECTORY_FILTER_OPTIONS,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_SORTS,
  SOCIAL_PLATFORMS,
  SORT_ORDERS,
  type DirectoryGender,
  type DirectoryQuery,
  type DirectorySort,
  type SocialPlatform,
  type SortOrder,
} from '@tpp/contracts';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import {
  WHOLE_NUMBER_MAX,
  LARGEST_INT4,
  Optional,
  OptionalPercent,
  OptionalPositiveQueryInt,
  OptionalWholeNumber,
  toBoolean,
  toInteger,
} from '../../../infrastructure/http/validators.js';

/** The deepest page counted from the top (deeper pages follow `next_cursor`). */
export const DIRECTORY_MAX_PAGE = 1000;
/** The longest keyword list and name search. */
export const DIRECTORY_MAX_TAGS_LENGTH = 500;
export const DIRECTORY_MAX_NAME_LENGTH = 100;

/** Empty and null search parameters are dropped ('' and the text 'null' count as absent). */
const dropEmpty = Transform(({ value }: { value: unknown }) =>
  value === '' || value === 'null' || value === null ? undefined : value,
);

/** A from value: 400 naming it when it is above its to value. */
function NotAbove(toField: keyof DirectoryQueryDto): PropertyDecorator {
  return ValidateBy({
    name: 'notAbove',
    constraints: [toField],
    validator: {
      validate: (value: unknown, args) => {
        const to = (args?.object as Record<string, unknown>)[toField];
        return typeof value !== 'number' || typeof to !== 'number' || value <= to;
      },
      defaultMessage: () => `$property must not be above ${toField}`,
    },
  });
}

/** A talent or audience age in years, from a query string. */
function OptionalAge(): PropertyDecorator {
  return (target, key) => {
    Optional()(target, key);
    Max(150, { message: '$property must be at most 150' })(target, key);
    Min(0, { message: '$property must be zero or more' })(target, key);
    IsInt({ message: '$property must be a whole number' })(target, key);
    toInteger(target, key);
    dropEmpty(target, key);
  };
}

/** GET /api/directory/social-accounts (docs/product/directory-search.md). */
export class DirectoryQueryDto implements DirectoryQuery {
  @ApiPropertyOptional({ enum: SOCIAL_PLATFORMS, default: 'instagram' })
  @Optional()
  @IsIn(SOCIAL_PLATFORMS, { message: `$property must be one of ${SOCIAL_PLATFORMS.join(', ')}` })
  @dropEmpty
  platform?: SocialPlatform;

  @ApiPropertyOptional({ minimum: 0, maximum: WHOLE_NUMBER_MAX })
  @NotAbove('followers_max')
  @OptionalWholeNumber()
  @dropEmpty
  followers_min?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: WHOLE_NUMBER_MAX })
  @OptionalWholeNumber()
  @dropEmpty
  followers_max?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 100, description: 'Percent' })
  @NotAbove('engagement_rate_max')
  @OptionalPercent()
  @dropEmpty
  engagement_rate_min?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 100, description: 'Percent' })
  @OptionalPercent()
  @dropEmpty
  engagement_rate_max?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 100, description: 'Percent of the audience in the US' })
  @OptionalPercent()
  @dropEmpty
  us_audience_share_min?: number;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: 150,
    description:
      'Audience age range (years): the share is the sum of the buckets 13-17, 18-24, 25-34, 35-44, 45-64, 65- that overlap it',
  })
  @NotAbove('audience_age_max')
  @OptionalAge()
  audience_age_min?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 150 })
  @OptionalAge()
  audience_age_max?: number;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: 100,
    description: 'The least audience share (percent) in the audience age range',
  })
  @OptionalPercent()
  @dropEmpty
  min_age_share?: number;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: WHOLE_NUMBER_MAX,
    description: 'Average views: reels plays on Instagram, average views elsewhere',
  })
  @NotAbove('avg_reels_plays_max')
  @OptionalWholeNumber()
  @dropEmpty
  avg_reels_plays_min?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: WHOLE_NUMBER_MAX })
  @OptionalWholeNumber()
  @dropEmpty
  avg_reels_plays_max?: number;

  @ApiPropertyOptional({ enum: DIRECTORY_FILTER_OPTIONS.talentGenders, description: 'Audience gender' })
  @Optional()
  @IsIn(DIRECTORY_FILTER_OPTIONS.talentGenders, { message: "$property must be 'male' or 'female'" })
  @dropEmpty
  target_gender?: DirectoryGender;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: 100,
    default: DIRECTORY_FILTER_OPTIONS.audienceGenderShare,
    description: 'The least audience share (percent) of target_gender',
  })
  @OptionalPercent()
  @dropEmpty
  target_min_gender_share?: number;

  @ApiPropertyOptional({ enum: DIRECTORY_FILTER_OPTIONS.talentGenders, description: "The talent's gender" })
  @Optional()
  @IsIn(DIRECTORY_FILTER_OPTIONS.talentGenders, { message: "$property must be 'male' or 'female'" })
  @dropEmpty
  gender?: DirectoryGender;

  @ApiPropertyOptional({ minimum: 0, maximum: 150, description: "The talent's age" })
  @NotAbove('age_maximum')
  @OptionalAge()
  age_minimum?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 150 })
  @OptionalAge()
  age_maximum?: number;

  @ApiPropertyOptional({
    description:
      "Comma-separated keywords; each must match the creator's name, handle, description or the caller's own tags (case and accents ignored)",
  })
  @Optional()
  @MaxLength(DIRECTORY_MAX_TAGS_LENGTH, {
    message: `$property must be at most ${DIRECTORY_MAX_TAGS_LENGTH} characters`,
  })
  @IsString({ message: '$property must be a string' })
  @dropEmpty
  tags?: string;

  @ApiPropertyOptional({ description: "Matches the creator's name or the handle (case and accents ignored)" })
  @Optional()
  @MaxLength(DIRECTORY_MAX_NAME_LENGTH, {
    message: `$property must be at most ${DIRECTORY_MAX_NAME_LENGTH} characters`,
  })
  @IsString({ message: '$property must be a string' })
  @dropEmpty
  name_search?: string;

  @ApiPropertyOptional({ enum: DIRECTORY_SORTS, default: 'followers' })
  @Optional()
  @IsIn(DIRECTORY_SORTS, { message: `$property must be one of ${DIRECTORY_SORTS.join(', ')}` })
  @dropEmpty
  sort?: DirectorySort;

  @ApiPropertyOptional({ enum: SORT_ORDERS, default: 'desc' })
  @Optional()
  @IsIn(SORT_ORDERS, { message: "$property must be 'asc' or 'desc'" })
  @dropEmpty
  order?: SortOrder;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: DIRECTORY_MAX_PAGE,
    default: 1,
    description: 'Counted from the top without a cursor; with one, only echoed',
  })
  @OptionalPositiveQueryInt(DIRECTORY_MAX_PAGE)
  @dropEmpty
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: DIRECTORY_PAGE_SIZE, default: DIRECTORY_PAGE_SIZE })
  @OptionalPositiveQueryInt(DIRECTORY_PAGE_SIZE)
  @dropEmpty
  limit?: number;

  @ApiPropertyOptional({ description: '`next_cursor` of the previous page (opaque)' })
  @Optional()
  @MaxLength(200, { message: '$property is not a valid cursor' })
  @IsString({ message: '$property is not a valid cursor' })
  @dropEmpty
  cursor?: string;

  @ApiPropertyOptional({ description: "The caller's team (the default); another team answers 404" })
  @OptionalPositiveQueryInt(LARGEST_INT4)
  @dropEmpty
  team_id?: number;

  @ApiPropertyOptional({
    description:
      'The search picks talent for a sheet or a Creator Call response; accepted, changes nothing (every row carries what that needs)',
  })
  @Optional()
  @IsBoolean({ message: '$property must be true or false' })
  @toBoolean
  @dropEmpty
  talent_sheet?: boolean;
}
