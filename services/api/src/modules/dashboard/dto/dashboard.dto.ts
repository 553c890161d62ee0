import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  DashboardBrandMessage,
  DashboardCreatorCall,
  DashboardQuery,
  DashboardRequest,
  DashboardResponse,
  DashboardRosterChange,
  DashboardSheetViews,
  DashboardTask,
} from '@tpp/contracts';
import { IsTimeZone } from 'class-validator';
import { OptionalText } from '../../../infrastructure/http/validators.js';

export class DashboardQueryDto implements DashboardQuery {
  @ApiPropertyOptional({
    description: "The viewer's IANA time zone; today starts at its midnight (default UTC)",
  })
  @OptionalText(64)
  @IsTimeZone({ message: '$property must be an IANA time zone such as Europe/Berlin' })
  tz?: string;
}

class DashboardBrandMessageDto implements DashboardBrandMessage {
  @ApiProperty() conversation_id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() brand_name!: string;
  @ApiProperty({ description: 'The first 160 characters' }) preview!: string;
  @ApiProperty() sent_at!: string;
}

class DashboardViewerDto {
  @ApiProperty() email!: string;
  @ApiProperty({ description: 'The address was confirmed by the mailed link' }) verified!: boolean;
}

class DashboardSheetViewsDto implements DashboardSheetViews {
  @ApiProperty() sheet_id!: string;
  @ApiProperty() sheet_title!: string;
  @ApiProperty() views!: number;
  @ApiProperty({ type: [DashboardViewerDto] }) viewers!: DashboardViewerDto[];
  @ApiProperty() anonymous_views!: number;
  @ApiProperty() last_viewed_at!: string;
}

class DashboardCreatorCallDto implements DashboardCreatorCall {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() brand_name!: string;
  @ApiProperty({ description: 'YYYY-MM-DD' }) end_date!: string;
  @ApiProperty() days_left!: number;
  @ApiProperty({ enum: ['none', 'created', 'submitted'] }) response!: DashboardCreatorCall['response'];
}

class DashboardRequestDto implements DashboardRequest {
  @ApiProperty() id!: number;
  @ApiProperty() influencer_name!: string;
  @ApiProperty() request_type!: string;
  @ApiProperty({ enum: ['pending', 'conversation_started'] }) status!: DashboardRequest['status'];
  @ApiProperty() created_at!: string;
}

class DashboardTaskDto implements DashboardTask {
  @ApiProperty() id!: number;
  @ApiProperty() influencer_name!: string;
  @ApiProperty() started_at!: string;
}

class DashboardRosterChangeDto implements DashboardRosterChange {
  @ApiProperty() influencer_id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['added', 'updated'] }) change!: DashboardRosterChange['change'];
  @ApiProperty() at!: string;
}

export class DashboardResponseDto implements DashboardResponse {
  @ApiProperty() today_starts_at!: string;
  @ApiProperty({ type: [DashboardBrandMessageDto] }) brand_messages!: DashboardBrandMessageDto[];
  @ApiProperty({ type: [DashboardSheetViewsDto] }) views_today!: DashboardSheetViewsDto[];
  @ApiProperty({ type: [DashboardCreatorCallDto] }) creator_calls_closing!: DashboardCreatorCallDto[];
  @ApiProperty({ type: [DashboardRequestDto] }) requests_waiting!: DashboardRequestDto[];
  @ApiProperty({ type: [DashboardTaskDto] }) tasks_running!: DashboardTaskDto[];
  @ApiProperty({ type: [DashboardRosterChangeDto] }) roster_changes!: DashboardRosterChangeDto[];
}
