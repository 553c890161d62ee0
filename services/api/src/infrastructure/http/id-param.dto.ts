import { ApiProperty } from '@nestjs/swagger';
import type { IdPathParams } from '@tpp/contracts';
import { PositiveId, toInteger } from './validators.js';

/** `@Param() { id }: IdParam` — a positive integer id, or 400 naming `id`. */
export class IdParam implements IdPathParams {
  @ApiProperty()
  @toInteger
  @PositiveId()
  id!: number;
}
