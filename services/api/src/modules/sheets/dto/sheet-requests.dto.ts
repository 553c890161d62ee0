import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  MAX_PAGE_NUMBER,
  plainPositiveInteger,
  publicIdListPattern,
  SHEET_LIMITS,
  SHEET_TYPES,
  type ClientResponseRequest,
  type CopySheetRequest,
  type API,
  type InfluencerLikesQuery,
  type PageQuery,
  type ParamsOf,
  type PublicSheetProfileQuery,
  type SheetTypeQuery,
  type CreateCastingCallRequest,
  type InfluencerLikeRequest,
  type PublicSheetQuery,
  type PublicTitleRequest,
  type RegisterSheetViewerRequest,
  type ConfirmSheetViewerRequest,
  type RemoveInfluencerFromSheetsRequest,
  type SaveCampaignRequest,
  type SaveTalentSheetRequest,
  type CampaignData,
  type CastingCallSubmitRequest,
  type SheetIdRequest,
  type SheetInfluencerEntry,
  type SheetType,
  type TalentSheetResponseFormRequest,
  type TalentSheetsQuery,
} from '@tpp/contracts';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsISO8601,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  emptyToUndefined,
  LARGEST_INT4,
  NullableText,
  Optional,
  OptionalPositiveQueryInt,
  OptionalText,
  PositiveId,
  PUBLIC_ID_PATTERN,
  PublicId,
  queryBoolean,
  toInteger,
  NestedList,
  OptionalBoolean,
  OptionalQueryBoolean,
} from '../../../infrastructure/http/validators.js';

/* ------------------------------------------------------------------ path and query */

export class InfluencerIdParam implements ParamsOf<typeof API.sheets.influencerSheets> {
  @ApiProperty({ minimum: 1 })
  @toInteger
  @PositiveId()
  influencerId!: number;
}

export class SheetTypeQueryDto implements SheetTypeQuery {
  @ApiPropertyOptional({ enum: SHEET_TYPES })
  @Optional()
  @IsIn(SHEET_TYPES, { message: `$property must be one of ${SHEET_TYPES.join(', ')}` })
  @emptyToUndefined
  sheet_type?: SheetType;
}

export class TalentSheetsQueryDto implements TalentSheetsQuery {
  @ApiPropertyOptional({ enum: SHEET_TYPES, default: 'talent' })
  @Optional()
  @IsIn(SHEET_TYPES, { message: `$property must be one of ${SHEET_TYPES.join(', ')}` })
  @emptyToUndefined
  sheet_type?: SheetType;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @OptionalPositiveQueryInt(MAX_PAGE_NUMBER)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 1000, default: SHEET_LIMITS.sheetsDefaultLimit })
  @OptionalPositiveQueryInt(1000)
  limit?: number;

  @ApiPropertyOptional({ description: "Only the caller's own sheets" })
  @OptionalQueryBoolean()
  only_mine?: boolean;

  @ApiPropertyOptional({
    description: 'Applied above 2 characters (case-insensitive, anywhere in the title)',
  })
  @OptionalText(200)
  title_filter?: string;

  @ApiPropertyOptional({ description: 'Only talent sheets (what a collection can include)' })
  @OptionalQueryBoolean()
  for_collection?: boolean;

  @ApiPropertyOptional({ description: 'Comma-separated sheet ids' })
  @Optional()
  @Matches(publicIdListPattern(1000), {
    message: '$property must be a comma-separated list of sheet ids',
  })
  @emptyToUndefined
  hash_ids?: string;
}

export class PageQueryDto implements PageQuery {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @OptionalPositiveQueryInt(MAX_PAGE_NUMBER)
  page?: number;
}

/** The largest page and page size of a public sheet query (PublicSheetQueryDto and the fast path). */
const PUBLIC_SHEET_QUERY_MAX = { page: MAX_PAGE_NUMBER, limit: SHEET_LIMITS.publicSheetFetchAll } as const;

export class PublicSheetQueryDto implements PublicSheetQuery {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @OptionalPositiveQueryInt(PUBLIC_SHEET_QUERY_MAX.page)
  page?: number;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: PUBLIC_SHEET_QUERY_MAX.limit,
    default: SHEET_LIMITS.publicSheetPageSize,
  })
  @OptionalPositiveQueryInt(PUBLIC_SHEET_QUERY_MAX.limit)
  limit?: number;

  @ApiPropertyOptional({ description: 'Accepted for compatibility: reach is always included' })
  @OptionalQueryBoolean()
  with_stats?: boolean;
}

/** The page and page size a valid public sheet query asks for: page 1 of publicSheetPageSize by default. */
export function publicSheetPageOf(query: PublicSheetQuery): { page: number; limit: number } {
  return { page: query.page ?? 1, limit: query.limit ?? SHEET_LIMITS.publicSheetPageSize };
}

/**
 * The router's query as PublicSheetQueryDto would accept it, read without class-validator (its
 * cost would halve the fast path's throughput): the same bounds, the same whole numbers (as
 * `toInteger` reads them) and the same query booleans. Null for anything else, including an empty
 * or repeated parameter, which the controller then validates and explains.
 */
export function plainPublicSheetQuery(query: Record<string, unknown>): PublicSheetQuery | null {
  const read: PublicSheetQuery = {};
  for (const [name, value] of Object.entries(query)) {
    if (typeof value !== 'string') return null;
    if (name === 'page' || name === 'limit') {
      const number = plainPositiveInteger(value, PUBLIC_SHEET_QUERY_MAX[name]);
      if (number === null) return null;
      read[name] = number;
    } else if (name === 'with_stats') {
      const flag = queryBoolean(value);
      if (flag === undefined) return null;
      read.with_stats = flag;
    } else return null;
  }
  return read;
}

export class PublicSheetProfileQueryDto implements PublicSheetProfileQuery {
  @ApiProperty()
  @PublicId('sheet')
  salesheet_id!: string;

  @ApiProperty({ minimum: 1 })
  @toInteger
  @PositiveId()
  influencer_id!: number;
}

export class LikesQueryDto implements InfluencerLikesQuery {
  @ApiPropertyOptional()
  @Optional()
  @Matches(PUBLIC_ID_PATTERN, { message: '$property must be a sheet id' })
  @emptyToUndefined
  salesheet_id?: string;

  @ApiPropertyOptional({ minimum: 1 })
  @OptionalPositiveQueryInt(LARGEST_INT4)
  influencer_id?: number;
}

/* ------------------------------------------------------------------ sheet writes */

export class SheetInfluencerEntryDto implements SheetInfluencerEntry {
  @ApiProperty({ minimum: 1 })
  @PositiveId()
  influencer_id!: number;

  @ApiProperty({
    maxLength: SHEET_LIMITS.noteMaxLength,
    description: 'Plain text; [text](url) links allowed',
  })
  @IsDefined({ message: '$property is required' })
  @IsString({ message: '$property must be a string' })
  @MaxLength(SHEET_LIMITS.noteMaxLength, {
    message: `$property must be at most ${SHEET_LIMITS.noteMaxLength} characters`,
  })
  note!: string;
}

export class SaveTalentSheetDto implements SaveTalentSheetRequest {
  @ApiProperty({
    maxLength: SHEET_LIMITS.titleMaxLength,
    description: 'Required except for casting-call responses',
  })
  @IsDefined({ message: '$property is required' })
  @IsString({ message: '$property must be a string' })
  @MaxLength(SHEET_LIMITS.titleMaxLength, {
    message: `$property must be at most ${SHEET_LIMITS.titleMaxLength} characters`,
  })
  title!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'The public title; blank or null clears it',
  })
  @IsOptional()
  @IsString({ message: '$property must be a string or null' })
  @MaxLength(SHEET_LIMITS.titleMaxLength, {
    message: `$property must be at most ${SHEET_LIMITS.titleMaxLength} characters`,
  })
  description?: string | null;

  @ApiProperty({ enum: SHEET_TYPES })
  @IsDefined({ message: '$property is required' })
  @IsIn(SHEET_TYPES, { message: `$property must be one of ${SHEET_TYPES.join(', ')}` })
  sheet_type!: SheetType;

  @ApiPropertyOptional({ description: 'Absent for a new sheet' })
  @Optional()
  @PublicId('sheet')
  sheet_id?: string;

  @ApiPropertyOptional({ minimum: 1 })
  @Optional()
  @PositiveId()
  casting_call_id?: number;

  @ApiPropertyOptional({ description: 'Copying: notes left blank are taken from this sheet' })
  @Optional()
  @PublicId('sheet')
  duplicate_sheet_id?: string;

  @ApiProperty({ type: [SheetInfluencerEntryDto], description: 'In sheet order' })
  @NestedList(
    () => SheetInfluencerEntryDto,
    SHEET_LIMITS.sheetMaxTalent,
    `$property may hold at most ${SHEET_LIMITS.sheetMaxTalent} creators`,
  )
  influencers!: SheetInfluencerEntryDto[];

  @ApiPropertyOptional({
    minimum: 1,
    description: 'Required with sheet_id: the version the edit was based on',
  })
  @ValidateIf((dto: SaveTalentSheetDto) => dto.sheet_id !== undefined || dto.version !== undefined)
  @PositiveId()
  version?: number;
}

export class PublicTitleDto implements PublicTitleRequest {
  @ApiProperty({ type: String, nullable: true, description: 'null or blank clears it' })
  @ValidateIf((dto: PublicTitleDto) => dto.public_title !== null)
  @IsDefined({ message: '$property is required (null clears it)' })
  @IsString({ message: '$property must be a string or null' })
  @MaxLength(SHEET_LIMITS.titleMaxLength, {
    message: `$property must be at most ${SHEET_LIMITS.titleMaxLength} characters`,
  })
  public_title!: string | null;

  @ApiProperty()
  @PublicId('sheet')
  sheet_id!: string;

  @ApiPropertyOptional({ minimum: 1, description: 'When given, a stale version answers 409 SHEET_CHANGED' })
  @Optional()
  @PositiveId()
  version?: number;
}

export class CopySheetDto implements CopySheetRequest {
  @ApiProperty()
  @PublicId('sheet')
  sheet_id!: string;

  @ApiProperty({ maxLength: SHEET_LIMITS.titleMaxLength })
  @IsDefined({ message: '$property is required' })
  @IsString({ message: '$property must be a string' })
  @MaxLength(SHEET_LIMITS.titleMaxLength, {
    message: `$property must be at most ${SHEET_LIMITS.titleMaxLength} characters`,
  })
  new_sheet_title!: string;
}

export class SheetIdDto implements SheetIdRequest {
  @ApiProperty()
  @PublicId('sheet')
  sheet_id!: string;
}

export class RemoveInfluencerDto implements RemoveInfluencerFromSheetsRequest {
  @ApiProperty({ minimum: 1 })
  @PositiveId()
  influencer_id!: number;

  @ApiProperty({ type: [String] })
  @IsDefined({ message: '$property is required' })
  @IsArray({ message: '$property must be a list' })
  @ArrayMaxSize(1000, { message: '$property may hold at most 1000 ids' })
  @Matches(PUBLIC_ID_PATTERN, { each: true, message: 'each of $property must be a sheet id' })
  sheet_ids!: string[];
}

export class ClientResponseDto implements ClientResponseRequest {
  @ApiProperty()
  @PublicId('sheet')
  sheet_id!: string;

  @ApiProperty({ minimum: 1 })
  @PositiveId()
  influencer_id!: number;

  @ApiPropertyOptional()
  @OptionalBoolean()
  client_accepted?: boolean;

  @ApiPropertyOptional({ maxLength: SHEET_LIMITS.noteMaxLength })
  @OptionalText(SHEET_LIMITS.noteMaxLength)
  client_note?: string;
}

/* ------------------------------------------------------------------ campaigns and casting calls */

export class SaveCampaignDto implements SaveCampaignRequest {
  @ApiProperty()
  @PublicId('sheet')
  talent_sheet_id!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
    description:
      'influencer id -> { column: value }; columns are CAMPAIGN_COLUMNS, values at most 2000 characters',
  })
  @IsDefined({ message: '$property is required' })
  @IsObject({ message: '$property must be an object' })
  campaign_data!: CampaignData;

  @ApiProperty({ minimum: 0, maximum: LARGEST_INT4 })
  @IsDefined({ message: '$property is required' })
  @IsInt({ message: '$property must be a whole number' })
  @Min(0, { message: '$property must not be negative' })
  @Max(LARGEST_INT4, { message: '$property is too large' })
  campaign_version!: number;
}

export class CastingCallSubmitDto implements CastingCallSubmitRequest {
  @ApiProperty({ minimum: 1 })
  @PositiveId()
  casting_call_id!: number;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Null, absent, or a real calendar day written yyyy-mm-dd (2026-02-30 is refused). */
function OptionalDate(): PropertyDecorator {
  const message = '$property must be a date (yyyy-mm-dd)';
  return applyDecorators(
    IsOptional(),
    Matches(ISO_DATE, { message }),
    IsISO8601({ strict: true }, { message }),
  ) as PropertyDecorator;
}

export class CreateCastingCallDto implements CreateCastingCallRequest {
  @ApiProperty()
  @IsDefined({ message: '$property is required' })
  @IsString({ message: '$property must be a string' })
  @Matches(/\S/, { message: '$property must not be blank' })
  @MaxLength(200, { message: '$property must be at most 200 characters' })
  title!: string;

  @ApiProperty()
  @IsDefined({ message: '$property is required' })
  @IsString({ message: '$property must be a string' })
  @MaxLength(10_000, { message: '$property must be at most 10000 characters' })
  description!: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-11-15' })
  @OptionalDate()
  start_date?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-12-15' })
  @OptionalDate()
  end_date?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true }) @NullableText(5000) deliverables?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @NullableText(1000) locations?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @NullableText(1000) compensation?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @NullableText(200) brandRepresented?: string | null;

  @ApiPropertyOptional({ type: [String] })
  @Optional()
  @IsArray({ message: '$property must be a list' })
  @ArrayMaxSize(20, { message: '$property may hold at most 20 images' })
  @Matches(/^(https?:\/\/|\/)\S{1,2000}$/, { each: true, message: 'each of $property must be an image URL' })
  displayImages?: string[];

  @ApiProperty()
  @IsDefined({ message: '$property is required' })
  @IsString({ message: '$property must be a string' })
  @Matches(/\S/, { message: '$property must not be blank' })
  @MaxLength(200, { message: '$property must be at most 200 characters' })
  brand_name!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @Matches(/^(https?:\/\/|\/)\S{1,2000}$/, { message: '$property must be an image URL' })
  brand_image_url?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2026-12-01',
    description: 'The last day (UTC) responses are taken; null: no deadline',
  })
  @OptionalDate()
  response_deadline?: string | null;
}

/* ------------------------------------------------------------------ likes */

export class InfluencerLikeDto implements InfluencerLikeRequest {
  @ApiProperty({ minimum: 1 })
  @toInteger
  @PositiveId()
  influencer_id!: number;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @Matches(PUBLIC_ID_PATTERN, { message: '$property must be a sheet id' })
  @emptyToUndefined
  salesheet_id?: string | null;

  @ApiProperty({ minimum: 1, description: "Must be the caller's team" })
  @toInteger
  @PositiveId()
  team_id!: number;
}

/* ------------------------------------------------------------------ public forms */

const EMAIL_MESSAGE = '$property must be a valid email address';

export class RegisterSheetViewerDto implements RegisterSheetViewerRequest {
  @ApiProperty({ format: 'email' })
  @IsDefined({ message: '$property is required' })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(254, { message: '$property must be at most 254 characters' })
  email!: string;

  @ApiProperty()
  @PublicId('sheet')
  talentSheetId!: string;
}

/** The token of the link the registration gate mailed: `{id}.{nonce}.{signature}`. */
export class ConfirmSheetViewerDto implements ConfirmSheetViewerRequest {
  @ApiProperty({ description: 'The token of the mailed link (the last part of its address)' })
  @IsDefined({ message: '$property is required' })
  @IsString({ message: '$property must be a string' })
  @Matches(/^[1-9]\d{0,9}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/, {
    message: '$property is not a link token',
  })
  token!: string;
}

/** Both spellings of the responder fields are accepted; the service requires one of each. */
export class TalentSheetResponseFormDto implements TalentSheetResponseFormRequest {
  @ApiProperty()
  @PublicId('sheet')
  talent_sheet_id!: string;

  @ApiProperty({ type: 'array', items: { type: 'number', minimum: 1, maximum: LARGEST_INT4 } })
  @IsDefined({ message: '$property is required' })
  @IsArray({ message: '$property must be a list' })
  @ArrayMaxSize(SHEET_LIMITS.sheetMaxTalent, {
    message: `$property may hold at most ${SHEET_LIMITS.sheetMaxTalent} ids`,
  })
  @IsInt({ each: true, message: 'each of $property must be a creator id' })
  @Min(1, { each: true, message: 'each of $property must be a creator id' })
  @Max(LARGEST_INT4, { each: true, message: 'each of $property must be a creator id' })
  liked_influencers!: number[];

  @ApiPropertyOptional() @OptionalText(200) responderName?: string;
  @ApiPropertyOptional({ format: 'email' })
  @Optional()
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(254, { message: '$property must be at most 254 characters' })
  responderEmail?: string;
  @ApiPropertyOptional() @OptionalText(200) responder_name?: string;
  @ApiPropertyOptional({ format: 'email' })
  @Optional()
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(254, { message: '$property must be at most 254 characters' })
  responder_email?: string;

  @ApiPropertyOptional({ maxLength: SHEET_LIMITS.responseCommentsMaxLength })
  @OptionalText(SHEET_LIMITS.responseCommentsMaxLength)
  comments?: string;
}
