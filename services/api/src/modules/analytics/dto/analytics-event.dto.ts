import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ANALYTICS_EVENT_TYPES,
  MAX_EMAIL_LENGTH,
  type AnalyticsEventData,
  type AnalyticsEventRequest,
  type AnalyticsEventType,
} from '@tpp/contracts';
import {
  IsDefined,
  IsIn,
  IsInt,
  isInt,
  IsString,
  isString,
  Matches,
  matches,
  Max,
  max,
  MaxLength,
  Min,
  min,
} from 'class-validator';
import { IsAccountEmail } from '../../accounts/index.js';
import {
  LARGEST_INT4,
  Optional,
  PUBLIC_ID_PATTERN,
  NestedObject,
} from '../../../infrastructure/http/validators.js';

export const MAX_EVENT_URL_LENGTH = 2_000;

const isPublicId = (value: unknown): boolean => isString(value) && matches(value, PUBLIC_ID_PATTERN);

/**
 * The rule of each id in an event's data, built from the same class-validator checks and bounds as
 * the decorators below: AnalyticsFastPath (wellFormedEvent) applies it without running the DTO.
 */
export const EVENT_DATA_ID_RULES: Readonly<
  Record<'sheet_id' | 'collection_id' | 'influencer_id', (value: unknown) => boolean>
> = {
  sheet_id: isPublicId,
  collection_id: isPublicId,
  influencer_id: (value) => isInt(value) && min(value, 1) && max(value, LARGEST_INT4),
};

export class AnalyticsEventDataDto implements AnalyticsEventData {
  @ApiPropertyOptional({
    description:
      'Public id of the sheet (sheet_view, sheet_click_influencer, sheet_response_view; social_view from a sheet)',
  })
  @Optional()
  @IsString({ message: 'data.$property must be a string' })
  @Matches(PUBLIC_ID_PATTERN, { message: 'data.$property is not a sheet id' })
  sheet_id?: string;

  @ApiPropertyOptional({ description: 'Public id of the collection (collection_view)' })
  @Optional()
  @IsString({ message: 'data.$property must be a string' })
  @Matches(PUBLIC_ID_PATTERN, { message: 'data.$property is not a collection id' })
  collection_id?: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: LARGEST_INT4,
    description: 'The creator (sheet_click_influencer, social_view)',
  })
  @Optional()
  @IsInt({ message: 'data.$property must be a positive whole number' })
  @Min(1, { message: 'data.$property must be a positive whole number' })
  @Max(LARGEST_INT4, { message: 'data.$property is too large' })
  influencer_id?: number;

  @ApiPropertyOptional({
    description: 'Social platform of the opened account (social_view)',
    example: 'instagram',
  })
  @Optional()
  @IsString({ message: 'data.$property must be a string' })
  @Matches(/^[a-z]{2,20}$/, { message: 'data.$property must be a platform name such as instagram' })
  platform?: string;

  @ApiPropertyOptional({ description: 'The opened http(s) URL (social_view)' })
  @Optional()
  @IsString({ message: 'data.$property must be a string' })
  @MaxLength(MAX_EVENT_URL_LENGTH, {
    message: `data.$property must be at most ${MAX_EVENT_URL_LENGTH} characters`,
  })
  @Matches(/^https?:\/\/[^\s]+$/i, { message: 'data.$property must be an http(s) address' })
  url?: string;

  @ApiPropertyOptional({
    description:
      'The email the viewer gave at the registration gate. Stored as unverified unless this browser ' +
      'followed the link the gate mailed to it (its signed viewer cookie confirmed the address)',
  })
  @Optional()
  @IsString({ message: 'data.$property must be a string' })
  @MaxLength(MAX_EMAIL_LENGTH, { message: `data.$property must be at most ${MAX_EMAIL_LENGTH} characters` })
  @IsAccountEmail({ message: 'data.$property must be a valid email address' })
  viewer_email?: string;
}

export class AnalyticsEventDto implements AnalyticsEventRequest {
  @ApiProperty({ enum: ANALYTICS_EVENT_TYPES })
  @IsDefined({ message: '$property is required' })
  @IsIn(ANALYTICS_EVENT_TYPES, { message: `$property must be one of ${ANALYTICS_EVENT_TYPES.join(', ')}` })
  event_type!: AnalyticsEventType;

  @ApiProperty({ type: AnalyticsEventDataDto })
  @NestedObject(() => AnalyticsEventDataDto)
  data!: AnalyticsEventDataDto;
}
