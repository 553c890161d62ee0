import { ApiProperty } from '@nestjs/swagger';
import {
  BULK_LIMITS,
  BULK_TAG_ACTIONS,
  type BulkTagAction,
  type BulkTagsRequest,
  type BulkTagsResponse,
} from '@tpp/contracts';
import { ArrayMinSize, IsDefined, IsIn } from 'class-validator';
import { CreatorIdList } from '../../../infrastructure/http/validators.js';
import { SuccessDto } from '../../../infrastructure/http/success.dto.js';
import { MAX_TAG_LENGTH, MAX_TAGS, StringList } from './talent-requests.dto.js';

export class BulkTagsDto implements BulkTagsRequest {
  @CreatorIdList(BULK_LIMITS.maxCreators)
  influencer_ids!: number[];

  @ApiProperty({ type: [String], minItems: 1, description: 'Blank entries ignored, duplicates removed.' })
  @IsDefined({ message: '$property is required' })
  @ArrayMinSize(1, { message: '$property must name at least one tag' })
  @StringList(MAX_TAGS, MAX_TAG_LENGTH)
  tags!: string[];

  @ApiProperty({ enum: BULK_TAG_ACTIONS })
  @IsDefined({ message: '$property is required' })
  @IsIn(BULK_TAG_ACTIONS, { message: `$property must be one of ${BULK_TAG_ACTIONS.join(', ')}` })
  action!: BulkTagAction;
}

export class BulkTagsResponseDto extends SuccessDto implements BulkTagsResponse {
  @ApiProperty({ description: 'Creators whose tags changed' }) changed!: number;
  @ApiProperty({ description: 'Directory creators that became pitched creators of the team' })
  pitched!: number;
}
