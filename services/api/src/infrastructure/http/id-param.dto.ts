import { ApiProperty } from '@nestjs/swagger';
import type { IdPathParams } from '@tpp/contracts';
import { IsInt, Max, Min } from 'class-validator';
import { toInteger } from './validators.js';

/** `@Param() { id }: IdParam` — a positive integer id, or 400 naming `id`. */
export class IdParam implements IdPathParams {
  @ApiProperty({ minimum: 1, maximum: 2_147_483_647 })
  @toInteger
  @Max(2_147_483_647, { message: '$property is too large' })
  @Min(1, { message: '$property must be a positive whole number' })
  @IsInt({ message: '$property must be a positive whole number' })
  id!: number;
}
