import { ApiProperty } from '@nestjs/swagger';
import type { SuccessResponse } from '@tpp/contracts';

/** The answer of a call that only confirms: `{ "success": true }`, shared by every module. */
export class SuccessDto implements SuccessResponse {
  @ApiProperty({ enum: [true] }) success!: true;
}

export function mapSuccess(): SuccessResponse {
  return { success: true };
}
