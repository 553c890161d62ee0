import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import {
  AI_DESCRIPTION_MAX,
  AI_DESCRIPTION_MIN,
  AI_INCLUDED_MAX,
  AI_MESSAGES,
  AI_SEARCH_LIMIT,
  type AdvancedFiltersAiRequest,
  type SheetHelperRequest,
  type SpecialNoteHelperRequest,
  type TagHelperRequest,
} from '@tpp/contracts';
import { ArrayMaxSize, IsArray, IsInt, Max, Min, ValidateBy } from 'class-validator';
import {
  LARGEST_INT4,
  Optional,
  OptionalPositiveInt,
  PositiveId,
  Text,
  OptionalBoolean,
} from '../../../infrastructure/http/validators.js';
import { DirectoryQueryDto } from '../../search/index.js';

/** A campaign description: at least AI_DESCRIPTION_MIN characters besides spaces. */
function Brief(): PropertyDecorator {
  return (target, key) => {
    ValidateBy({
      name: 'briefLength',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || value.trim().length >= AI_DESCRIPTION_MIN,
        defaultMessage: () => AI_MESSAGES.descriptionTooShort,
      },
    })(target, key);
    Text(AI_DESCRIPTION_MAX)(target, key);
  };
}

/** A list of influencer ids (creators already on the sheet). */
function InfluencerIds(required: boolean): PropertyDecorator {
  return (target, key) => {
    if (!required) Optional()(target, key);
    IsInt({ each: true, message: '$property must hold positive whole numbers' })(target, key);
    Min(1, { each: true, message: '$property must hold positive whole numbers' })(target, key);
    Max(LARGEST_INT4, { each: true, message: '$property holds an id that is too large' })(target, key);
    ArrayMaxSize(AI_INCLUDED_MAX, { message: `$property must hold at most ${AI_INCLUDED_MAX} ids` })(
      target,
      key,
    );
    IsArray({
      message: required
        ? '$property is required and must be a list of ids'
        : '$property must be a list of ids',
    })(target, key);
  };
}

const briefDoc = {
  description: `The campaign brief (at least ${AI_DESCRIPTION_MIN} characters besides spaces, else 400 '${AI_MESSAGES.descriptionTooShort}')`,
  minLength: AI_DESCRIPTION_MIN,
  maxLength: AI_DESCRIPTION_MAX,
};

export class TagHelperDto implements TagHelperRequest {
  @ApiProperty({
    description: "The creator's general description plus the team's custom description",
    maxLength: AI_DESCRIPTION_MAX,
  })
  @Text(AI_DESCRIPTION_MAX)
  description!: string;

  @ApiPropertyOptional({ minimum: 1, description: 'The creator (on the caller’s roster, else 404)' })
  @OptionalPositiveInt()
  influencer_id?: number;
}

export class SheetHelperDto implements SheetHelperRequest {
  @ApiProperty(briefDoc)
  @Brief()
  description!: string;

  @ApiProperty({
    type: 'array',
    items: { type: 'number', minimum: 1, maximum: LARGEST_INT4 },
    maxItems: AI_INCLUDED_MAX,
    description: 'Creators already on the sheet',
  })
  @InfluencerIds(true)
  included_influencers!: number[];
}

export class SpecialNoteHelperDto implements SpecialNoteHelperRequest {
  @ApiProperty({ minimum: 1 })
  @PositiveId()
  influencer_id!: number;

  @ApiProperty(briefDoc)
  @Brief()
  description!: string;
}

export class AdvancedFiltersAiDto
  extends OmitType(DirectoryQueryDto, ['page', 'cursor', 'sort', 'order', 'limit', 'talent_sheet'] as const)
  implements AdvancedFiltersAiRequest
{
  @ApiPropertyOptional({ minimum: 1, maximum: AI_SEARCH_LIMIT, default: AI_SEARCH_LIMIT })
  @Optional()
  @Max(AI_SEARCH_LIMIT, { message: `$property must be at most ${AI_SEARCH_LIMIT}` })
  @Min(1, { message: '$property must be a positive whole number' })
  @IsInt({ message: '$property must be a positive whole number' })
  limit?: number;

  @ApiPropertyOptional({ description: 'The search chooses talent for a sheet (accepted; changes nothing)' })
  @OptionalBoolean()
  talent_sheet?: boolean;

  @ApiProperty(briefDoc)
  @Brief()
  description!: string;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'number', minimum: 1, maximum: LARGEST_INT4 },
    maxItems: AI_INCLUDED_MAX,
    description: 'Creators already on the sheet',
  })
  @InfluencerIds(false)
  included_influencers?: number[];
}
