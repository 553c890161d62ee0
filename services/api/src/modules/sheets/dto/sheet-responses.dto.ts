import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  SHEET_TYPES,
  type BasicSheet,
  type BasicSheetsResponse,
  type CampaignData,
  type CampaignResponse,
  type CastingCall,
  type CastingCallResponse,
  type CastingCallResponseStatus,
  type CastingCallSheetResponse,
  type CastingCallsResponse,
  type CastingCallSubmitResponse,
  type ClientResponseResponse,
  type ConfirmSheetViewerResponse,
  type CopySheetResponse,
  type FavoriteInfluencer,
  type PublicSheetInfluencer,
  type PublicSheetProfileResponse,
  type PublicTalentSheet,
  type SheetInfluencer,
  type SheetListInfluencer,
  type ResponseRef,
  type SheetRef,
  type TalentSheet,
  type TalentSheetResponse,
  type TeamDisplaySettings,
  type FavoritesResponse,
  type InfluencerLike,
  type InfluencerLikesResponse,
  type InfluencerSheetRow,
  type InfluencerSheetsResponse,
  type PublicTitleResponse,
  type RemoveInfluencerFromSheetsResponse,
  type SaveCampaignResponse,
  type SaveTalentSheetResponse,
  type SheetType,
  type TalentSheetsResponse,
  type TalentSheetSummary,
  type TrashedSheet,
  type TrashedSheetsResponse,
} from '@tpp/contracts';
import { PublicProfileResponseDto, RosterCardDto, RosterInfluencerDto } from '../../talent/index.js';
import { PublicIdTitleDto } from '../../../infrastructure/http/public-id-title.dto.js';
import { PublicTeamFieldsDto } from '../../../infrastructure/http/public-team-fields.dto.js';
import { SuccessDto } from '../../../infrastructure/http/success.dto.js';
/*
 * OpenAPI shapes of the sheet answers. The TypeScript types in @tpp/contracts are the source of
 * truth; every class implements its type so drift fails typechecking.
 */

const RESPONSE_STATUSES = ['created', 'submitted'];

export class SheetInfluencerDto extends RosterInfluencerDto implements SheetInfluencer {
  @ApiProperty() note!: string;
  @ApiProperty({ description: 'Sanitised HTML: only [text](url) links are markup' }) note_html!: string;
  @ApiProperty() client_accepted!: boolean;
  @ApiProperty({ type: String, nullable: true }) client_note!: string | null;
  @ApiProperty() like_count!: number;
}

export class TalentSheetDto implements TalentSheet {
  @ApiProperty({ description: 'Random public id (16 characters)' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ enum: SHEET_TYPES }) sheet_type!: SheetType;
  @ApiProperty() created_at!: string;
  @ApiProperty() updated_at!: string;
  @ApiProperty() creator_user_id!: number;
  @ApiProperty({ type: String, nullable: true }) creator_nickname!: string | null;
  @ApiProperty({ type: String, nullable: true }) creator_full_name!: string | null;
  @ApiProperty() creator_email!: string;
  @ApiProperty() team_id!: number;
  @ApiProperty() team_name!: string;
  @ApiProperty({ type: String, nullable: true }) team_image_url!: string | null;
  @ApiProperty({ type: [Number] }) influencer_ids!: number[];
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) notes!: Record<string, string>;
  @ApiProperty({ type: [SheetInfluencerDto] }) influencers!: SheetInfluencerDto[];
  @ApiProperty({ type: Number, nullable: true }) casting_call_id!: number | null;
  @ApiProperty({ enum: RESPONSE_STATUSES, nullable: true })
  casting_call_response_status!: CastingCallResponseStatus | null;
  @ApiProperty({ type: String, nullable: true }) campaign_description!: string | null;
  @ApiProperty() reach!: number;
  @ApiProperty() version!: number;
}

export class TalentSheetResponseDto implements TalentSheetResponse {
  @ApiProperty({ type: TalentSheetDto }) sheet!: TalentSheetDto;
}

export class SheetListInfluencerDto implements SheetListInfluencer {
  @ApiProperty() id!: number;
  @ApiProperty() fullname!: string;
  @ApiProperty() picture_main_url!: string;
}

/** What every sheet of a list starts with: its public id, title, description and type. */
class SheetHeadingDto extends PublicIdTitleDto {
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ enum: SHEET_TYPES }) sheet_type!: SheetType;
}

export class TalentSheetSummaryDto extends SheetHeadingDto implements TalentSheetSummary {
  @ApiProperty() created_at!: string;
  @ApiProperty() updated_at!: string;
  @ApiProperty() creator_user_id!: number;
  @ApiProperty({ type: String, nullable: true }) creator_nickname!: string | null;
  @ApiProperty({ type: String, nullable: true }) creator_full_name!: string | null;
  @ApiProperty() influencer_count!: number;
  @ApiProperty({ type: [SheetListInfluencerDto] }) influencers!: SheetListInfluencerDto[];
  @ApiProperty({ type: Number, nullable: true }) casting_call_id!: number | null;
  @ApiProperty({ description: 'The caller may delete it: its owner, a team admin or an administrator.' })
  can_delete!: boolean;
}

export class TrashedSheetDto implements TrashedSheet {
  @ApiProperty() id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: SHEET_TYPES }) sheet_type!: SheetType;
  @ApiProperty({ type: Number, nullable: true }) creator_user_id!: number | null;
  @ApiProperty({ type: String, nullable: true }) creator_name!: string | null;
  @ApiProperty() deleted_at!: string;
  @ApiProperty({ type: String, nullable: true }) deleted_by_name!: string | null;
  @ApiProperty({ description: 'When it is deleted for good (30 days after deleted_at).' }) purge_at!: string;
  @ApiProperty({ description: 'Days left before the purge, rounded up.' }) days_left!: number;
  @ApiProperty({ description: 'The caller may restore it and delete it forever.' }) can_manage!: boolean;
}

export class TrashedSheetsResponseDto implements TrashedSheetsResponse {
  @ApiProperty({ type: [TrashedSheetDto] }) sheets!: TrashedSheetDto[];
}

export class TalentSheetsResponseDto implements TalentSheetsResponse {
  @ApiProperty({ type: [TalentSheetSummaryDto] }) sheets!: TalentSheetSummaryDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() limit!: number;
}

export class BasicSheetDto extends SheetHeadingDto implements BasicSheet {
  @ApiProperty() influencer_count!: number;
  @ApiProperty() updated_at!: string;
}

export class BasicSheetsResponseDto implements BasicSheetsResponse {
  @ApiProperty({ type: [BasicSheetDto] }) sheets!: BasicSheetDto[];
}

export class SaveTalentSheetResponseDto extends SuccessDto implements SaveTalentSheetResponse {
  @ApiProperty() sheet_id!: string;
  @ApiProperty() version!: number;
}

export class PublicTitleResponseDto extends SuccessDto implements PublicTitleResponse {
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty() version!: number;
}

export class CopySheetResponseDto extends SuccessDto implements CopySheetResponse {
  @ApiProperty() sheet_id!: string;
}

export class RemoveInfluencerResponseDto extends SuccessDto implements RemoveInfluencerFromSheetsResponse {
  @ApiProperty({ description: 'Sheets the creator was removed from (other teams’ ids count 0)' })
  removed!: number;
}

export class ClientResponseResponseDto extends SuccessDto implements ClientResponseResponse {
  @ApiPropertyOptional() client_accepted?: boolean;
  @ApiPropertyOptional({ type: String, nullable: true }) client_note?: string | null;
}

export class InfluencerSheetRowDto extends SheetHeadingDto implements InfluencerSheetRow {
  @ApiProperty() created_at!: string;
  @ApiProperty() client_accepted!: boolean;
  @ApiProperty({ type: String, nullable: true }) client_note!: string | null;
  @ApiProperty({ type: Number, nullable: true }) casting_call_id!: number | null;
}

export class InfluencerSheetsResponseDto implements InfluencerSheetsResponse {
  @ApiProperty({ type: [InfluencerSheetRowDto] }) sheets!: InfluencerSheetRowDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() limit!: number;
}

const campaignDataSchema = {
  type: 'object',
  additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
  example: { '12': { 'Date Sent': '11/20/26', Replied: 'Y', Rate: '$1,500' } },
} as const;

export class CampaignResponseDto implements CampaignResponse {
  @ApiProperty() sheet_id!: string;
  @ApiProperty(campaignDataSchema) campaign_data!: CampaignData;
  @ApiProperty() campaign_version!: number;
}

export class SaveCampaignResponseDto extends SuccessDto implements SaveCampaignResponse {
  @ApiProperty() campaign_version!: number;
}

export class CastingCallDto implements CastingCall {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: String, nullable: true, example: '2026-11-15' }) start_date!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-15' }) end_date!: string | null;
  @ApiProperty({ type: String, nullable: true }) deliverables!: string | null;
  @ApiProperty({ type: String, nullable: true }) locations!: string | null;
  @ApiProperty({ type: String, nullable: true }) compensation!: string | null;
  @ApiProperty({ type: String, nullable: true }) brandRepresented!: string | null;
  @ApiProperty({ type: [String] }) displayImages!: string[];
  @ApiProperty({ type: String, nullable: true }) team_image_url!: string | null;
  @ApiProperty() team_name!: string;
  @ApiProperty({ type: String, nullable: true }) response_sheet_id!: string | null;
  @ApiProperty({ enum: RESPONSE_STATUSES, nullable: true })
  response_status!: CastingCallResponseStatus | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-01' }) response_deadline!: string | null;
  @ApiProperty() closed!: boolean;
  @ApiProperty() created_at!: string;
}

export class CastingCallsResponseDto implements CastingCallsResponse {
  @ApiProperty({ type: [CastingCallDto] }) casting_calls!: CastingCallDto[];
}

export class CastingCallResponseDto implements CastingCallResponse {
  @ApiProperty({ type: CastingCallDto }) casting_call!: CastingCallDto;
}

export class CastingCallSheetResponseDto implements CastingCallSheetResponse {
  @ApiProperty({ type: String, nullable: true }) talent_sheet_id!: string | null;
  @ApiProperty({ enum: RESPONSE_STATUSES, nullable: true })
  response_status!: CastingCallResponseStatus | null;
}

export class CastingCallSubmitResponseDto extends SuccessDto implements CastingCallSubmitResponse {
  @ApiProperty({ enum: ['submitted'] }) response_status!: 'submitted';
}

export class InfluencerLikeDto implements InfluencerLike {
  @ApiProperty() id!: number;
  @ApiProperty() influencer_id!: number;
  @ApiProperty({ type: String, nullable: true }) salesheet_id!: string | null;
  @ApiProperty() team_id!: number;
  @ApiProperty({ enum: ['brand', 'team'] }) source!: 'brand' | 'team';
  @ApiProperty({ type: String, nullable: true }) responder_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) responder_email!: string | null;
  @ApiProperty({ type: Number, nullable: true }) user_id!: number | null;
  @ApiProperty() created_at!: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "A brand heart: its response's conversation in Messages",
  })
  conversation_id!: number | null;
}

export class InfluencerLikesResponseDto implements InfluencerLikesResponse {
  @ApiProperty({ type: [InfluencerLikeDto] }) likes!: InfluencerLikeDto[];
}

export class SheetRefDto extends PublicIdTitleDto implements SheetRef {}

export class ResponseRefDto implements ResponseRef {
  @ApiProperty() conversation_id!: number;
  @ApiProperty() responder_name!: string;
}

export class FavoriteInfluencerDto extends RosterInfluencerDto implements FavoriteInfluencer {
  @ApiProperty() like_count!: number;
  @ApiProperty() last_liked_at!: string;
  @ApiProperty({ type: [SheetRefDto] }) sheets!: SheetRefDto[];
  @ApiProperty() liked_by_me!: boolean;
  @ApiProperty({
    type: [ResponseRefDto],
    description: 'Brand responses that liked the creator (newest first, 5)',
  })
  responses!: ResponseRefDto[];
}

export class FavoritesResponseDto implements FavoritesResponse {
  @ApiProperty({ type: [FavoriteInfluencerDto] }) influencers!: FavoriteInfluencerDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() limit!: number;
}

export class PublicSheetInfluencerDto extends RosterCardDto implements PublicSheetInfluencer {
  @ApiProperty() note!: string;
  @ApiProperty({ description: 'Sanitised HTML: only [text](url) links are markup' }) note_html!: string;
}

export class PublicTalentSheetDto extends PublicTeamFieldsDto implements PublicTalentSheet {
  @ApiProperty() id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The public title; null shows 'Selected Talent'",
  })
  description!: string | null;
  @ApiProperty({ enum: SHEET_TYPES }) sheet_type!: SheetType;
  @ApiProperty({ type: [Number], description: 'Every creator of the sheet, in order' })
  influencer_ids!: number[];
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Notes of this page',
  })
  notes!: Record<string, string>;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'TeamDisplaySettings' })
  settings!: TeamDisplaySettings;
  @ApiProperty({ description: "The team's displayRequireRegistration" }) access_restricted!: boolean;
  @ApiProperty({
    description:
      'True behind a registration gate this browser has not passed: no creator (influencers, influencer_ids, notes empty; reach 0)',
  })
  withheld!: boolean;
  @ApiProperty({ type: String, nullable: true }) campaign_description!: string | null;
  @ApiProperty() reach!: number;
  @ApiProperty() created_at!: string;
  @ApiProperty() page!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() total_influencers!: number;
  @ApiProperty({ type: [PublicSheetInfluencerDto] }) influencers!: PublicSheetInfluencerDto[];
}

export class PublicSheetProfileResponseDto
  extends PublicProfileResponseDto
  implements PublicSheetProfileResponse
{
  @ApiProperty() salesheet_id!: string;
  @ApiProperty() note!: string;
  @ApiProperty() note_html!: string;
}

export class ConfirmSheetViewerResponseDto implements ConfirmSheetViewerResponse {
  @ApiProperty({ description: 'The address the link confirmed' }) email!: string;
  @ApiProperty({ description: 'The sheet the link was asked for' }) sheet_id!: string;
}
