import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BULK_LIMITS,
  PUBLIC_ID_PATTERN,
  SHEET_LIMITS,
  type AddToSheetRequest,
  type AddToSheetResponse,
} from '@tpp/contracts';
import { IsString, Matches, MaxLength } from 'class-validator';
import { CreatorIdList, Optional } from '../../../infrastructure/http/validators.js';
import { SuccessDto } from '../../../infrastructure/http/success.dto.js';

export class AddToSheetDto implements AddToSheetRequest {
  @CreatorIdList(BULK_LIMITS.maxCreators)
  influencer_ids!: number[];

  @ApiPropertyOptional({ description: 'One of the team’s talent sheets; send this or new_sheet_title' })
  @Optional()
  @IsString({ message: '$property must be a string' })
  @Matches(PUBLIC_ID_PATTERN, { message: '$property must be a sheet id' })
  sheet_id?: string;

  @ApiPropertyOptional({
    maxLength: SHEET_LIMITS.titleMaxLength,
    description: 'Makes a new talent sheet with this title; send this or sheet_id',
  })
  @Optional()
  @IsString({ message: '$property must be a string' })
  @MaxLength(SHEET_LIMITS.titleMaxLength, {
    message: `$property must be at most ${SHEET_LIMITS.titleMaxLength} characters`,
  })
  new_sheet_title?: string;
}

export class AddToSheetResponseDto extends SuccessDto implements AddToSheetResponse {
  @ApiProperty() sheet_id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() version!: number;
  @ApiProperty({ type: [Number], description: 'The creators added, in order' }) added!: number[];
  @ApiProperty() already_on_sheet!: number;
  @ApiProperty({
    description: `Creators that did not fit (at most ${SHEET_LIMITS.sheetMaxTalent} per sheet)`,
  })
  not_added!: number;
}
