import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import type {
  AlterCollectionTitleResponse,
  Collection,
  CollectionResponse,
  CollectionSheet,
  CollectionSummary,
  CollectionSummarySheet,
  CollectionsResponse,
  PublicCollection,
  SaveCollectionResponse,
  TeamDisplaySettings,
} from '@tpp/contracts';
import { PublicIdTitleDto } from '../../../infrastructure/http/public-id-title.dto.js';
import { PublicTeamFieldsDto } from '../../../infrastructure/http/public-team-fields.dto.js';

/* OpenAPI shapes of the collection answers; they implement the @tpp/contracts types. */

export class CollectionSheetDto implements CollectionSheet {
  @ApiProperty({ description: 'Public id of the sheet' }) id!: string;
  @ApiProperty({ description: 'The sheet title (public answers: the public title)' }) title!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The public title' }) description!: string | null;
  @ApiProperty() influencer_count!: number;
  @ApiProperty({ type: String, nullable: true, description: "The first creator's picture" })
  cover_photo_url!: string | null;
}

export class CollectionSummarySheetDto extends PublicIdTitleDto implements CollectionSummarySheet {}

export class CollectionSummaryDto extends PublicIdTitleDto implements CollectionSummary {
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
  @ApiProperty() sheet_count!: number;
  @ApiProperty({ type: [CollectionSummarySheetDto], description: 'The first 3 included sheets' })
  sheets!: CollectionSummarySheetDto[];
}

export class CollectionsResponseDto implements CollectionsResponse {
  @ApiProperty({ type: [CollectionSummaryDto] }) collections!: CollectionSummaryDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty({ enum: [25, 50] }) limit!: number;
}

export class CollectionDto extends PublicIdTitleDto implements Collection {
  @ApiProperty({ type: [String] }) salesheet_ids!: string[];
  @ApiProperty({ type: [CollectionSheetDto] }) sheets!: CollectionSheetDto[];
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
  @ApiProperty() version!: number;
}

export class CollectionResponseDto implements CollectionResponse {
  @ApiProperty({ type: CollectionDto }) collection!: CollectionDto;
}

export class SaveCollectionResponseDto implements SaveCollectionResponse {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty() collection_id!: string;
  @ApiProperty() version!: number;
}

export class AlterCollectionTitleResponseDto implements AlterCollectionTitleResponse {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty() title!: string;
  @ApiProperty() version!: number;
}

export class PublicCollectionDto
  extends IntersectionType(PublicIdTitleDto, PublicTeamFieldsDto)
  implements PublicCollection
{
  @ApiProperty({ type: [String], description: 'Talent sheets only, in collection order' })
  salesheet_ids!: string[];
  @ApiProperty({ type: [CollectionSheetDto] }) sheets!: CollectionSheetDto[];
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: "The team's display settings",
  })
  displaySettings!: TeamDisplaySettings;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}
