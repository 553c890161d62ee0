import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  SHEET_LIMITS,
  type AlterCollectionTitleRequest,
  type CollectionIdParams,
  type CollectionIdRequest,
  type CollectionsQuery,
  type SaveCollectionRequest,
  MAX_PAGE_NUMBER,
} from '@tpp/contracts';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsObject,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  emptyToUndefined,
  Optional,
  OptionalPositiveInt,
  PUBLIC_ID_PATTERN,
  PublicId,
  toInteger,
} from '../../../infrastructure/http/validators.js';

/** Most sheets one collection holds (ours: the spec names none). */
export const MAX_COLLECTION_SHEETS = 500;
const TITLE_MAX = SHEET_LIMITS.titleMaxLength;

export class CollectionIdParam implements CollectionIdParams {
  @ApiProperty({ description: 'The public id of the collection' })
  @PublicId('collection')
  id!: string;
}

export class CollectionsQueryDto implements CollectionsQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_NUMBER, default: 1 })
  @Optional()
  @Max(MAX_PAGE_NUMBER, { message: '$property is too large' })
  @Min(1, { message: '$property must be a positive whole number' })
  @IsInt({ message: '$property must be a positive whole number' })
  @toInteger
  @emptyToUndefined
  page?: number;

  @ApiPropertyOptional({ enum: SHEET_LIMITS.collectionPageSizes, default: 25 })
  @Optional()
  @IsIn(SHEET_LIMITS.collectionPageSizes, { message: '$property must be 25 or 50' })
  @toInteger
  @emptyToUndefined
  limit?: 25 | 50;

  @ApiPropertyOptional({
    description: `Title filter, applied from ${SHEET_LIMITS.collectionTitleFilterMin} characters`,
  })
  @Optional()
  @MaxLength(TITLE_MAX, { message: `$property must be at most ${TITLE_MAX} characters` })
  @IsString({ message: '$property must be a string' })
  title_filter?: string;
}

export class SaveCollectionDto implements SaveCollectionRequest {
  @ApiPropertyOptional({ description: 'Absent for a new collection' })
  @Optional()
  @IsString({ message: '$property must be a string' })
  @Matches(PUBLIC_ID_PATTERN, { message: '$property is not a collection id' })
  collection_id?: string;

  @ApiProperty({ maxLength: TITLE_MAX })
  @IsDefined({ message: '$property is required' })
  @IsString({ message: '$property must be a string' })
  @MaxLength(TITLE_MAX, { message: `$property must be at most ${TITLE_MAX} characters` })
  title!: string;

  @ApiProperty({
    type: [String],
    description: 'Public ids of the included talent sheets, in collection order (may be empty for a new one)',
  })
  @IsDefined({ message: '$property is required' })
  @IsArray({ message: '$property must be a list' })
  @ArrayMaxSize(MAX_COLLECTION_SHEETS, {
    message: `$property may hold at most ${MAX_COLLECTION_SHEETS} sheets`,
  })
  @IsString({ each: true, message: 'each of $property must be a sheet id' })
  @Matches(PUBLIC_ID_PATTERN, { each: true, message: 'each of $property must be a sheet id' })
  salesheet_ids!: string[];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Sheet id -> public title (the sheet description); blank titles are not saved',
    example: { Xc3vQ9pLm2aB7dEf: 'Spring Launch Picks' },
  })
  @Optional()
  @IsObject({ message: '$property must be an object of sheet id to public title' })
  public_titles?: Record<string, string>;

  @ApiPropertyOptional({
    description: 'Required for an existing collection: the version the edit was based on',
  })
  @OptionalPositiveInt()
  version?: number;
}

export class AlterCollectionTitleDto implements AlterCollectionTitleRequest {
  @ApiProperty()
  @PublicId('collection')
  collection_id!: string;

  @ApiProperty({ maxLength: TITLE_MAX })
  @IsDefined({ message: '$property is required' })
  @IsString({ message: '$property must be a string' })
  @MaxLength(TITLE_MAX, { message: `$property must be at most ${TITLE_MAX} characters` })
  title!: string;

  @ApiPropertyOptional({ description: 'The version the edit was based on; a stale one answers 409' })
  @OptionalPositiveInt()
  version?: number;
}

export class CollectionIdDto implements CollectionIdRequest {
  @ApiProperty()
  @PublicId('collection')
  collection_id!: string;
}
