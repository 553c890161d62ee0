import { ApiProperty } from '@nestjs/swagger';
import type { MediaUploadResponse } from '@tpp/contracts';

export class MediaUploadResponseDto implements MediaUploadResponse {
  @ApiProperty({
    description:
      'Where to PUT the bytes: for local storage a path of this API (`/uploads/{key}?expires=&signature=`, valid 15 minutes), for S3 a presigned URL',
  })
  url!: string;
  @ApiProperty({ description: 'The key to send with the request that uses the file (uploadedKey)' })
  key!: string;
  @ApiProperty({ enum: ['PUT'] })
  method!: 'PUT';
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Headers the PUT must carry exactly (Content-Type; x-amz-acl when S3_ACL is set)',
  })
  headers!: Record<string, string>;
  @ApiProperty({ format: 'date-time' })
  expires_at!: string;
}
