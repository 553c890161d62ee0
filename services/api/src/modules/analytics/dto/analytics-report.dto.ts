import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ANALYTICS_SINCE_DAYS,
  DEFAULT_ANALYTICS_SINCE_DAYS,
  type AnalyticsClicksRow,
  type AnalyticsDay,
  type AnalyticsRecentVisit,
  type AnalyticsReportQuery,
  type AnalyticsSinceDays,
  type AnalyticsViewsRow,
  type RecentVisitsResponse,
  type SheetAnalyticsResponse,
  type SheetClicksQuery,
  type SheetClicksResponse,
  type SheetClicksRow,
} from '@tpp/contracts';
import { IsIn } from 'class-validator';
import { Optional, PublicId, OptionalQueryBoolean } from '../../../infrastructure/http/validators.js';

const SINCE_DAYS_MESSAGE = `$property must be one of ${ANALYTICS_SINCE_DAYS.join(', ')}`;

export class AnalyticsReportQueryDto implements AnalyticsReportQuery {
  @ApiPropertyOptional({
    enum: ANALYTICS_SINCE_DAYS,
    default: DEFAULT_ANALYTICS_SINCE_DAYS,
    description: 'All time, or the last 7 or 30 UTC days (today included)',
  })
  @Optional()
  @IsIn(ANALYTICS_SINCE_DAYS, { message: SINCE_DAYS_MESSAGE })
  since_days?: AnalyticsSinceDays;

  @ApiPropertyOptional({ default: false, description: 'Only the sheets the caller created' })
  @OptionalQueryBoolean()
  only_user_sheets?: boolean;
}

export class SheetClicksQueryDto implements SheetClicksQuery {
  @ApiProperty({ description: "The sheet's public id" })
  @PublicId('sheet')
  sheet_id!: string;

  @ApiPropertyOptional({ enum: ANALYTICS_SINCE_DAYS, default: 'all' })
  @Optional()
  @IsIn(ANALYTICS_SINCE_DAYS, { message: SINCE_DAYS_MESSAGE })
  since_days?: AnalyticsSinceDays;
}

/* ------------------------------------------------------------------ answers (OpenAPI) */

export class AnalyticsViewsRowDto implements AnalyticsViewsRow {
  @ApiProperty() sheet_id!: string;
  @ApiProperty() sheet_title!: string;
  @ApiProperty({ description: 'The sheet was deleted; its numbers still count' }) sheet_deleted!: boolean;
  @ApiProperty() views!: number;
  @ApiProperty() total_clicks!: number;
  @ApiProperty({ description: 'Brand responses through the response form in the range' }) responses!: number;
  @ApiProperty({ description: 'Creators liked by brands on the sheet in the range' }) likes!: number;
}

export class AnalyticsClicksRowDto implements AnalyticsClicksRow {
  @ApiProperty() sheet_id!: string;
  @ApiProperty() sheet_title!: string;
  @ApiProperty({ description: 'The sheet was deleted' }) sheet_deleted!: boolean;
  @ApiProperty() influencer_id!: number;
  @ApiProperty() fullname!: string;
  @ApiProperty() clicks!: number;
}

export class AnalyticsDayDto implements AnalyticsDay {
  @ApiProperty({ example: '2026-11-24', description: 'UTC day' }) day!: string;
  @ApiProperty() views!: number;
  @ApiProperty() clicks!: number;
}

export class SheetAnalyticsResponseDto implements SheetAnalyticsResponse {
  @ApiProperty({ enum: ANALYTICS_SINCE_DAYS }) since_days!: AnalyticsSinceDays;
  @ApiProperty() only_user_sheets!: boolean;
  @ApiProperty({ type: [AnalyticsViewsRowDto] }) views!: AnalyticsViewsRowDto[];
  @ApiProperty({
    type: [AnalyticsClicksRowDto],
    description: 'The 1,000 most clicked (sheet, creator) pairs',
  })
  clicks!: AnalyticsClicksRowDto[];
  @ApiProperty() clicks_truncated!: boolean;
  @ApiProperty({ type: [AnalyticsDayDto], description: 'Every day of the range, today last' })
  daily!: AnalyticsDayDto[];
}

class VisitedSheetDto {
  @ApiProperty() sheet_id!: string;
  @ApiProperty() sheet_title!: string;
}

export class AnalyticsRecentVisitDto implements AnalyticsRecentVisit {
  @ApiProperty({ description: 'The address the viewer gave; see verified' }) email!: string;
  @ApiProperty({
    description:
      'True only when the viewer followed the signed link the registration gate mailed to the address; ' +
      'false when it was only typed (anyone can type any address): show it as unverified',
  })
  verified!: boolean;
  @ApiProperty({ type: [String] }) salesheet_ids!: string[];
  @ApiProperty({ type: [VisitedSheetDto] }) sheets!: VisitedSheetDto[];
  @ApiProperty({ format: 'date-time' }) most_recent_visit!: string;
}

export class RecentVisitsResponseDto implements RecentVisitsResponse {
  @ApiProperty({ enum: ANALYTICS_SINCE_DAYS }) since_days!: AnalyticsSinceDays;
  @ApiProperty() only_user_sheets!: boolean;
  @ApiProperty({ type: [AnalyticsRecentVisitDto] }) recent_visits!: AnalyticsRecentVisitDto[];
}

export class SheetClicksRowDto implements SheetClicksRow {
  @ApiProperty() influencer_id!: number;
  @ApiProperty() fullname!: string;
  @ApiProperty() clicks!: number;
}

export class SheetClicksResponseDto implements SheetClicksResponse {
  @ApiProperty() sheet_id!: string;
  @ApiProperty() sheet_title!: string;
  @ApiProperty({ description: 'The sheet was deleted; its statistics stay' }) sheet_deleted!: boolean;
  @ApiProperty({ enum: ANALYTICS_SINCE_DAYS }) since_days!: AnalyticsSinceDays;
  @ApiProperty({ type: [SheetClicksRowDto] }) clicks!: SheetClicksRowDto[];
  @ApiProperty() views!: number;
  @ApiProperty() total_clicks!: number;
  @ApiProperty() responses!: number;
  @ApiProperty() likes!: number;
  @ApiProperty({ type: [AnalyticsDayDto] }) daily!: AnalyticsDayDto[];
}
