import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  REQUEST_STATUSES,
  REQUEST_TYPES,
  type CaseStudyFields,
  type RequestAccount,
  type RequestStatusChange,
  type TalentRequestResolution,
  type MyRequestsResponse,
  type ReplacePortraitResponse,
  type StaffRequest,
  type StaffRequestsResponse,
  type TalentRequest,
  type TalentRequestResponse,
  type TalentRequestStatus,
  type TalentRequestType,
  type TalentRequestFormData,
  type TalentRequestUpload,
} from '@tpp/contracts';
import { AddTalentTaskDto } from '../../intake/index.js';
import { RequestSocialDto } from './request-requests.dto.js';

export class TalentRequestResponseDto implements TalentRequestResponse {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty() request_id!: number;
}

export class ReplacePortraitResponseDto implements ReplacePortraitResponse {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ description: "The team's new picture of the creator" }) picture_url!: string;
}

export class CaseStudyFieldsDto implements CaseStudyFields {
  @ApiProperty() title!: string;
  @ApiProperty() brandPartner!: string;
  @ApiProperty() campaignSummary!: string;
  @ApiProperty() campaignResults!: string;
  @ApiProperty() campaignObjectives!: string;
  @ApiProperty() highlightedContentUrl!: string;
  @ApiPropertyOptional() thumbnailKey?: string;
}

export class RequestFormDataDto implements TalentRequestFormData {
  @ApiProperty() name!: string;
  @ApiProperty({ type: [RequestSocialDto] }) socials!: RequestSocialDto[];
  @ApiProperty() note!: string;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  })
  content_requests?: Record<string, string[]>;
  @ApiPropertyOptional({ type: CaseStudyFieldsDto }) case_study?: CaseStudyFieldsDto;
}

export class RequestUploadDto implements TalentRequestUpload {
  @ApiProperty() key!: string;
  @ApiProperty() url!: string;
  @ApiProperty() filename!: string;
  @ApiProperty() content_type!: string;
}

export class RequestStatusChangeDto implements RequestStatusChange {
  @ApiProperty({ enum: REQUEST_STATUSES }) status!: TalentRequestStatus;
  @ApiProperty({ enum: ['done', 'rejected'], nullable: true, type: String })
  resolution!: TalentRequestResolution | null;
  @ApiProperty({ format: 'date-time', description: 'When the request took this status' }) at!: string;
}

export class RequestAccountDto implements RequestAccount {
  @ApiProperty({ description: 'The social account id (a key of form_data.content_requests)' })
  account_id!: string;
  @ApiProperty({ description: "Lowercase platform, e.g. 'instagram'" }) platform!: string;
  @ApiProperty({ description: 'The handle, without @' }) handle!: string;
}

export class TalentRequestDto implements TalentRequest {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: REQUEST_TYPES }) request_type!: TalentRequestType;
  @ApiProperty({ enum: REQUEST_STATUSES }) status!: TalentRequestStatus;
  @ApiProperty({ enum: ['done', 'rejected'], nullable: true, type: String }) resolution!:
    'done' | 'rejected' | null;
  @ApiProperty({ nullable: true, type: String }) staff_note!: string | null;
  @ApiProperty({ nullable: true, type: Number }) influencer_id!: number | null;
  @ApiProperty() influencer_name!: string;
  @ApiProperty({ nullable: true, type: String }) instagram_handle!: string | null;
  @ApiProperty() note!: string;
  @ApiProperty({ type: RequestFormDataDto }) form_data!: RequestFormDataDto;
  @ApiProperty({ type: [RequestUploadDto] }) uploads!: RequestUploadDto[];
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) status_updated_at!: string;
  @ApiProperty({ nullable: true, type: Number, description: 'Set once messaging starts the conversation' })
  conversation_id!: number | null;
  @ApiProperty({ type: [RequestStatusChangeDto], description: 'Every status the request had, oldest first' })
  history!: RequestStatusChangeDto[];
  @ApiProperty({
    type: [RequestAccountDto],
    description: 'Content requests: the social accounts their keys name, by platform and handle',
  })
  content_accounts!: RequestAccountDto[];
}

export class MyRequestsResponseDto implements MyRequestsResponse {
  @ApiProperty({ type: [TalentRequestDto] }) requests!: TalentRequestDto[];
  @ApiProperty({ type: [AddTalentTaskDto], description: "The caller's Add Talent tasks, newest first" })
  tasks!: AddTalentTaskDto[];
}

export class StaffRequestDto extends TalentRequestDto implements StaffRequest {
  @ApiProperty() team_id!: number;
  @ApiProperty() team_name!: string;
  @ApiProperty({ nullable: true, type: String }) requester_email!: string | null;
  @ApiProperty({ nullable: true, type: String }) requester_name!: string | null;
}

export class StaffRequestsResponseDto implements StaffRequestsResponse {
  @ApiProperty({ type: [StaffRequestDto] }) requests!: StaffRequestDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() page_size!: number;
}
