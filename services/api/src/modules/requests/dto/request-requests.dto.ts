import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  REQUEST_LIMITS,
  REQUEST_PLATFORMS,
  REQUEST_STATUSES,
  type CancelRequestBody,
  type ContentChangeRequest,
  type ReplacePortraitRequest,
  type RequestPlatform,
  type RequestSocial,
  type ResolveRequestBody,
  type StaffRequestsQuery,
  type TalentRequestBody,
  type TalentRequestStatus,
  MAX_PAGE_NUMBER,
} from '@tpp/contracts';
import {
  IsBoolean,
  IsDefined,
  IsIn,
  IsObject,
  IsString,
  Matches,
  MaxLength,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';
import {
  Optional,
  OptionalPositiveInt,
  OptionalPositiveQueryInt,
  OptionalText,
  PositiveId,
  Text,
  isPlainId,
  NestedList,
} from '../../../infrastructure/http/validators.js';
import { UPLOAD_KEY_PATTERN } from '../../uploads/upload-keys.js';

const TEXT = 2000;

function UploadKey(optional: boolean): PropertyDecorator {
  return (target, key) => {
    if (optional) Optional()(target, key);
    else IsDefined({ message: '$property is required' })(target, key);
    IsString({ message: '$property must be a string' })(target, key);
    Matches(UPLOAD_KEY_PATTERN, { message: '$property must be an upload key' })(target, key);
  };
}

/** An object of social account ids (decimal) to lists of at most 10 strings (the rules come after). */
function IsContentRequestMap(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isContentRequestMap',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          Object.keys(value).length <= 50 &&
          Object.entries(value).every(
            ([accountId, urls]) =>
              isPlainId(accountId) &&
              Array.isArray(urls) &&
              urls.length <= 10 &&
              urls.every((url) => typeof url === 'string' && url.length <= REQUEST_LIMITS.urlLength),
          ),
        defaultMessage: () => '$property must map social account ids to lists of URLs',
      },
    },
    options,
  );
}

export class RequestSocialDto implements RequestSocial {
  @ApiProperty({ enum: REQUEST_PLATFORMS })
  @IsIn(REQUEST_PLATFORMS, { message: `platform must be one of ${REQUEST_PLATFORMS.join(', ')}` })
  platform!: RequestPlatform;

  @ApiProperty({ description: 'Profile URL or handle', maxLength: REQUEST_LIMITS.urlLength })
  @Text(REQUEST_LIMITS.urlLength)
  url!: string;

  @ApiProperty()
  @IsBoolean({ message: 'primary must be true or false' })
  primary!: boolean;
}

export class TalentRequestBodyDto implements TalentRequestBody {
  @ApiPropertyOptional({ enum: ['add', 'update', 'case_study'], default: 'add' })
  @Optional()
  @IsIn(['add', 'update', 'case_study'], { message: 'request_type must be add, update or case_study' })
  request_type?: 'add' | 'update' | 'case_study';

  @ApiPropertyOptional({ description: "Add: the talent's display name" })
  @OptionalText(REQUEST_LIMITS.nameLength)
  name?: string;

  @ApiPropertyOptional({ description: 'Add: the primary handle' })
  @OptionalText(REQUEST_LIMITS.urlLength)
  handle?: string;

  @ApiPropertyOptional({
    type: [RequestSocialDto],
    description: 'Platform (lowercase), URL or handle, primary',
  })
  @NestedList(
    () => RequestSocialDto,
    REQUEST_LIMITS.socials,
    `socials must have at most ${REQUEST_LIMITS.socials} entries`,
    {
      optional: true,
    },
  )
  socials?: RequestSocialDto[];

  @ApiPropertyOptional()
  @OptionalText(REQUEST_LIMITS.noteLength)
  note?: string;

  @ApiPropertyOptional({ description: 'Update and case study: a creator of the caller’s team' })
  @OptionalPositiveInt()
  influencer_id?: number;

  @ApiPropertyOptional({ description: 'Update: an uploaded portrait image of the caller’s team' })
  @UploadKey(true)
  uploadedKey?: string;

  @ApiPropertyOptional() @OptionalText(300) title?: string;
  @ApiPropertyOptional() @OptionalText(300) brandPartner?: string;
  @ApiPropertyOptional() @OptionalText(TEXT) campaignSummary?: string;
  @ApiPropertyOptional() @OptionalText(TEXT) campaignResults?: string;
  @ApiPropertyOptional() @OptionalText(TEXT) campaignObjectives?: string;
  @ApiPropertyOptional() @OptionalText(REQUEST_LIMITS.urlLength) highlightedContentUrl?: string;

  @ApiPropertyOptional({ description: 'Case study: the uploaded thumbnail (else the default thumbnail)' })
  @UploadKey(true)
  thumbnailKey?: string;
}

export class ReplacePortraitDto implements ReplacePortraitRequest {
  @ApiProperty()
  @PositiveId()
  influencer_id!: number;

  @ApiProperty({ description: 'An uploaded square JPEG of at most 600 px of the caller’s team' })
  @UploadKey(false)
  uploadedKey!: string;
}

export class ContentChangeDto implements ContentChangeRequest {
  @ApiProperty()
  @PositiveId()
  influencer_id!: number;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    description: 'Social account id -> up to 3 http(s) URLs',
  })
  @IsDefined({ message: 'content_requests is required' })
  @IsObject({ message: 'content_requests must be an object' })
  @IsContentRequestMap()
  content_requests!: Record<string, string[]>;

  @ApiPropertyOptional()
  @OptionalText(REQUEST_LIMITS.noteLength)
  notes?: string;
}

export class StaffRequestsQueryDto implements StaffRequestsQuery {
  @ApiPropertyOptional({ enum: REQUEST_STATUSES })
  @Optional()
  @IsIn(REQUEST_STATUSES, { message: `status must be one of ${REQUEST_STATUSES.join(', ')}` })
  status?: TalentRequestStatus;

  @ApiPropertyOptional({ minimum: 1 })
  @OptionalPositiveQueryInt(MAX_PAGE_NUMBER)
  page?: number;
}

export class ResolveRequestDto implements ResolveRequestBody {
  @ApiProperty()
  @PositiveId()
  request_id!: number;

  @ApiProperty({ enum: ['complete', 'reject'] })
  @IsIn(['complete', 'reject'], { message: 'action must be complete or reject' })
  action!: 'complete' | 'reject';

  @ApiPropertyOptional({ description: 'Required to reject' })
  @OptionalText(REQUEST_LIMITS.noteLength)
  @MaxLength(REQUEST_LIMITS.noteLength)
  note?: string;
}

export class CancelRequestDto implements CancelRequestBody {
  @ApiProperty({ description: 'A pending request of the caller’s team' })
  @PositiveId()
  request_id!: number;
}
