import { ApiProperty } from '@nestjs/swagger';
import type {
  AdvancedFiltersAiResponse,
  AiDirectoryAccount,
  BriefFit,
  BriefReading,
  RelaxedConstraint,
  SheetHelperResponse,
  SpecialNoteHelperResponse,
  SuggestedInfluencer,
  TagHelperResponse,
  TagSuggestion,
} from '@tpp/contracts';
import { DirectoryAccountDto } from '../../search/index.js';
import { RosterInfluencerDto } from '../../talent/index.js';

export class TagSuggestionDto implements TagSuggestion {
  @ApiProperty({ description: "A master-list tag or one of the team's own" }) tag!: string;
  @ApiProperty({ description: 'The words (or the record) it was read from' }) reason!: string;
  @ApiProperty({ description: 'The creator already has it (only with influencer_id)' }) applied!: boolean;
}

export class TagHelperResponseDto implements TagHelperResponse {
  @ApiProperty({ type: [String], description: 'The best first; [] when none' }) tags!: string[];
  @ApiProperty({ type: [TagSuggestionDto] }) suggestions!: TagSuggestionDto[];
}

export class RelaxedConstraintDto implements RelaxedConstraint {
  @ApiProperty() constraint!: string;
  @ApiProperty() reason!: string;
}

export class BriefReadingDto implements BriefReading {
  @ApiProperty({ type: [String], description: 'The constraints applied, in words' }) constraints!: string[];
  @ApiProperty({ type: [String], description: 'The niches (tags) read from the brief' }) niches!: string[];
  @ApiProperty({
    type: [RelaxedConstraintDto],
    description: 'Constraints not applied because nothing met them',
  })
  relaxed!: RelaxedConstraintDto[];
  @ApiProperty({
    type: [String],
    description: 'Requirements of the brief the reader could not read: never checked',
  })
  not_checked!: string[];
}

export class BriefFitDto implements BriefFit {
  @ApiProperty({
    enum: ['meets', 'meets_checked', 'partial'],
    description:
      "meets: every constraint holds on the creator's data; meets_checked: every checked one holds, some were not checked; partial: misses some",
  })
  status!: BriefFit['status'];
  @ApiProperty({ type: [String], description: 'The constraints that hold' }) met!: string[];
  @ApiProperty({ type: [String], description: 'What the creator has instead of each failed constraint' })
  missed!: string[];
  @ApiProperty({ type: [String], description: 'Requirements not checked (unread, or no data)' })
  not_checked!: string[];
}

export class SuggestedInfluencerDto implements SuggestedInfluencer {
  @ApiProperty({ description: 'The influencer id' }) id!: number;
  @ApiProperty({ description: "Why it fits, citing the creator's data" }) explanation!: string;
  @ApiProperty({ type: BriefFitDto }) fit!: BriefFitDto;
  @ApiProperty({ type: RosterInfluencerDto }) influencer!: RosterInfluencerDto;
}

export class SheetHelperResponseDto implements SheetHelperResponse {
  @ApiProperty({ type: [SuggestedInfluencerDto] }) influencers!: SuggestedInfluencerDto[];
  @ApiProperty({ type: BriefReadingDto }) brief!: BriefReadingDto;
}

export class SpecialNoteHelperResponseDto implements SpecialNoteHelperResponse {
  @ApiProperty({ description: 'A pitch note to edit before saving' }) explanation!: string;
}

export class AiDirectoryAccountDto extends DirectoryAccountDto implements AiDirectoryAccount {
  @ApiProperty({ description: "Why it fits, citing the account's data" }) explanation!: string;
  @ApiProperty({ type: BriefFitDto }) fit!: BriefFitDto;
}

export class AdvancedFiltersAiResponseDto implements AdvancedFiltersAiResponse {
  @ApiProperty({ type: [AiDirectoryAccountDto] }) accounts!: AiDirectoryAccountDto[];
  @ApiProperty({ type: BriefReadingDto }) brief!: BriefReadingDto;
}
