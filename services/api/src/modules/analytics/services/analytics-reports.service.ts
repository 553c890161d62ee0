import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ANALYTICS_MAX_CLICK_ROWS,
  ANALYTICS_MAX_RECENT_VISITS,
  COMMON_ERROR_CODES,
  DEFAULT_ANALYTICS_SINCE_DAYS,
  type AnalyticsSinceDays,
  type RecentVisitsResponse,
  type SheetAnalyticsResponse,
  type SheetClicksResponse,
} from '@tpp/contracts';
import { DataSource } from 'typeorm';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { AnalyticsException } from '../analytics.errors.js';
import type { AnalyticsReportQueryDto, SheetClicksQueryDto } from '../dto/analytics-report.dto.js';
import { mapClicksRow, mapDays, mapRecentVisit, mapViewsRow } from '../dto/analytics-report.mapper.js';
import {
  AnalyticsReportsRepository,
  type ReportScope,
} from '../repositories/analytics-reports.repository.js';

/** Visit rows (a viewer's last visit of a sheet per day, or of all time) read for the recent visits first. */
export const RECENT_VISIT_SCAN_ROWS = 1_000;

/** The per-sheet page reads the sheet's whole life unless narrowed. */
const SHEET_CLICKS_DEFAULT_SINCE_DAYS: AnalyticsSinceDays = 'all';

function days(sinceDays: AnalyticsSinceDays): number | null {
  return sinceDays === 'all' ? null : Number(sinceDays);
}

/**
 * The reports of 'Roster Visits and Profile Clicks' and the per-sheet statistics. Each reads the
 * caller's team only, from the rollups plus the events the rollup has not reached yet, so an
 * event shows in the very next report.
 */
@Injectable()
export class AnalyticsReportsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly reports: AnalyticsReportsRepository,
  ) {}

  async sheets(team: TeamScope, query: AnalyticsReportQueryDto): Promise<SheetAnalyticsResponse> {
    const sinceDays = query.since_days ?? DEFAULT_ANALYTICS_SINCE_DAYS;
    const onlyUserSheets = query.only_user_sheets ?? false;
    const scope = await this.scope(team, sinceDays, onlyUserSheets, null);
    const [views, clicks, dayRows] = await Promise.all([
      this.reports.views(scope),
      this.reports.clicks(scope, ANALYTICS_MAX_CLICK_ROWS + 1),
      this.reports.days(scope),
    ]);
    return {
      since_days: sinceDays,
      only_user_sheets: onlyUserSheets,
      views: views.map(mapViewsRow),
      clicks: clicks.slice(0, ANALYTICS_MAX_CLICK_ROWS).map(mapClicksRow),
      clicks_truncated: clicks.length > ANALYTICS_MAX_CLICK_ROWS,
      daily: mapDays(dayRows, scope.sinceDays, new Date()),
    };
  }

  async recentVisits(team: TeamScope, query: AnalyticsReportQueryDto): Promise<RecentVisitsResponse> {
    const sinceDays = query.since_days ?? DEFAULT_ANALYTICS_SINCE_DAYS;
    const onlyUserSheets = query.only_user_sheets ?? false;
    const scope = await this.scope(team, sinceDays, onlyUserSheets, null);
    // The most recent visit rows hold the most recent viewers; all rows only when they do not.
    let answer = await this.reports.recentVisits(scope, ANALYTICS_MAX_RECENT_VISITS, RECENT_VISIT_SCAN_ROWS);
    if (!answer.complete) answer = await this.reports.recentVisits(scope, ANALYTICS_MAX_RECENT_VISITS, null);
    const rows = answer.rows;
    return {
      since_days: sinceDays,
      only_user_sheets: onlyUserSheets,
      recent_visits: rows.map(mapRecentVisit),
    };
  }

  async sheetClicks(team: TeamScope, query: SheetClicksQueryDto): Promise<SheetClicksResponse> {
    const sheet = await this.reports.findSheet(team.teamId, query.sheet_id);
    if (!sheet)
      throw new AnalyticsException(COMMON_ERROR_CODES.notFound, {
        message: 'The requested sheet could not be found.',
      });
    const sinceDays = query.since_days ?? SHEET_CLICKS_DEFAULT_SINCE_DAYS;
    const scope = await this.scope(team, sinceDays, false, sheet.id);
    const [views, clicks, dayRows] = await Promise.all([
      this.reports.views(scope),
      this.reports.clicks(scope, ANALYTICS_MAX_CLICK_ROWS),
      this.reports.days(scope),
    ]);
    const totals = views[0];
    return {
      sheet_id: sheet.public_id,
      sheet_title: sheet.title,
      sheet_deleted: sheet.deleted,
      since_days: sinceDays,
      clicks: clicks.map((row) => {
        const { influencer_id, fullname, clicks } = mapClicksRow(row);
        return { influencer_id, fullname, clicks };
      }),
      views: totals?.views ?? 0,
      total_clicks: totals?.total_clicks ?? 0,
      responses: totals?.responses ?? 0,
      likes: totals?.likes ?? 0,
      daily: mapDays(dayRows, scope.sinceDays, new Date()),
    };
  }

  private async scope(
    team: TeamScope,
    sinceDays: AnalyticsSinceDays,
    onlyUserSheets: boolean,
    sheetId: number | null,
  ): Promise<ReportScope> {
    return {
      teamId: team.teamId,
      sinceDays: days(sinceDays),
      creatorUserId: onlyUserSheets ? team.userId : null,
      sheetId,
      // Read just before the report's queries: a lower bound of the watermark they see.
      rolledThroughAtLeast: await this.reports.rolledThrough(this.db),
    };
  }
}
