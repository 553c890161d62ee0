import { ApiProperty } from '@nestjs/swagger';
import {
  DIRECTORY_FILTER_OPTIONS,
  SOCIAL_PLATFORMS,
  type DirectoryAccount,
  type DirectoryGender,
  type DirectoryResponse,
  type SocialPlatform,
} from '@tpp/contracts';

export class DirectoryAccountDto implements DirectoryAccount {
  @ApiProperty({ description: "The social account's id" }) id!: number;
  @ApiProperty() influencer_id!: number;
  @ApiProperty({ enum: SOCIAL_PLATFORMS }) platform!: SocialPlatform;
  @ApiProperty() handle!: string;
  @ApiProperty() fullname!: string;
  @ApiProperty({ type: String, nullable: true }) picture_main_url!: string | null;
  @ApiProperty({ enum: DIRECTORY_FILTER_OPTIONS.talentGenders, nullable: true })
  gender!: DirectoryGender | null;
  @ApiProperty({ type: Number, nullable: true }) age!: number | null;
  @ApiProperty({ description: "The account's followers" }) followers!: number;
  @ApiProperty({ description: "The creator's total reach: followers summed over every account" })
  total_reach!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Percent' }) engagement_rate!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Reels plays on Instagram, average views elsewhere (what avg_reels_plays_min/max filter)',
  })
  avg_views!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Percent' }) us_audience_share!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Percent' })
  audience_female_percent!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Percent' }) audience_male_percent!:
    number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Percent of the audience in the asked age range; null without one',
  })
  audience_age_share!: number | null;
  @ApiProperty({ description: "The creator is on the caller's roster" }) on_roster!: boolean;
  @ApiProperty({ type: [String], description: "The caller's own tags on the creator" }) tags!: string[];
}

export class DirectoryResponseDto implements DirectoryResponse {
  @ApiProperty({ type: [DirectoryAccountDto] }) accounts!: DirectoryAccountDto[];
  @ApiProperty() page!: number;
  @ApiProperty() limit!: number;
  @ApiProperty({ description: 'More rows follow' }) more!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next page' })
  next_cursor!: string | null;
}
