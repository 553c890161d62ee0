import { ApiProperty } from '@nestjs/swagger';
import type { PublicTeamFields } from '@tpp/contracts';

/**
 * The team's public fields that a shared sheet and a shared collection both carry (the contract's
 * PublicTeamFields). The OpenAPI document lists them where each answer's class brings them in.
 */
export class PublicTeamFieldsDto implements PublicTeamFields {
  @ApiProperty() team_id!: number;
  @ApiProperty() team_name!: string;
  @ApiProperty({ type: String, nullable: true }) team_image_url!: string | null;
  @ApiProperty({ type: String, nullable: true }) team_contact_email!: string | null;
  @ApiProperty({ type: String, nullable: true }) team_phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) team_homepage!: string | null;
  @ApiProperty({ type: String, nullable: true }) team_bio!: string | null;
}
