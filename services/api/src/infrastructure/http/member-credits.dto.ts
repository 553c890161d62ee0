import { ApiProperty } from '@nestjs/swagger';
import type { MemberCredits } from '@tpp/contracts';

/**
 * A member's Add Talent cap and its period: the intake module answers the caller's own, the
 * organization module each member's (to team admins). Shared here so both answer one shape.
 */
export class MemberCreditsDto implements MemberCredits {
  @ApiProperty() cap!: number;
  @ApiProperty({ description: 'Requests this period that did not end in error' }) used!: number;
  @ApiProperty({ description: 'cap - used, never below 0' }) left!: number;
  @ApiProperty({ format: 'date-time', description: 'When the cap was set: the start of the period' })
  since!: string;
}
