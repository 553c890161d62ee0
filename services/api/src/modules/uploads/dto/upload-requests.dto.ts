import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  UPLOAD_CONTENT_TYPES,
  UPLOAD_LIMITS,
  UPLOAD_SUBDIRS,
  type MediaUploadQuery,
  type UploadKeyParams,
  type UploadSubdir,
} from '@tpp/contracts';
import { IsIn, IsString, Matches, MinLength } from 'class-validator';
import { Optional, Text } from '../../../infrastructure/http/validators.js';
import { UPLOAD_KEY_PATTERN } from '../upload-keys.js';

export class MediaUploadQueryDto implements MediaUploadQuery {
  @ApiProperty({
    description: 'The file name as the user chose it (shown; never decides the type)',
    maxLength: 200,
  })
  @Text(UPLOAD_LIMITS.filenameLength)
  @MinLength(1, { message: 'filename is required' })
  filename!: string;

  @ApiProperty({ enum: UPLOAD_CONTENT_TYPES, description: 'The content type the PUT will carry' })
  @Text(200)
  @IsIn(UPLOAD_CONTENT_TYPES, { message: `type must be one of ${UPLOAD_CONTENT_TYPES.join(', ')}` })
  type!: string;

  @ApiPropertyOptional({ enum: UPLOAD_SUBDIRS })
  @Optional()
  @IsIn(UPLOAD_SUBDIRS, { message: `subdir must be one of ${UPLOAD_SUBDIRS.join(', ')}` })
  subdir?: UploadSubdir;
}

export class UploadKeyParam implements UploadKeyParams {
  @ApiProperty({ description: 'An upload key (as GET /api/media-upload answered it)' })
  @IsString()
  @Matches(UPLOAD_KEY_PATTERN, { message: 'key must be an upload key' })
  key!: string;
}
