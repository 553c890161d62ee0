import { Controller, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ANALYTICS_MAX_CLICK_ROWS,
  ANALYTICS_MAX_RECENT_VISITS,
  ANALYTICS_VIEW_WINDOW_MINUTES,
  API,
} from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { SessionRequired } from '../../../infrastructure/http/openapi.js';
import { CurrentTeam } from '../../accounts/auth/decorators.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { SignedInGuard } from '../../accounts/auth/signed-in.guard.js';
import {
  AnalyticsReportQueryDto,
  RecentVisitsResponseDto,
  SheetAnalyticsResponseDto,
  SheetClicksQueryDto,
  SheetClicksResponseDto,
} from '../dto/analytics-report.dto.js';
import { AnalyticsReportsService } from '../services/analytics-reports.service.js';

const COUNTING =
  `A view counts once per viewer (IP and browser) and sheet within ${ANALYTICS_VIEW_WINDOW_MINUTES} minutes; ` +
  "events of known bots and link-preview fetchers and of the team's own signed-in members never count. " +
  'Ranges are UTC days, today included. Exact at every call: the daily rollups plus the events not rolled up yet.';

/** The analytics reports of the caller's team (mfe-analytics). Every member may read them. */
@ApiTags('analytics')
@Controller()
@UseGuards(SignedInGuard)
@SessionRequired()
export class AnalyticsReportsController {
  constructor(private readonly reports: AnalyticsReportsService) {}

  @Endpoint(API.analytics.sheets, {
    summary: 'Views and clicks per sheet, clicks per (sheet, creator) and views and clicks per day',
    description: `${COUNTING} The clicks table holds the ${ANALYTICS_MAX_CLICK_ROWS} most clicked pairs (clicks_truncated tells when there are more).`,
    ok: SheetAnalyticsResponseDto,
  })
  sheets(@Query() query: AnalyticsReportQueryDto, @CurrentTeam() team: TeamScope) {
    return this.reports.sheets(team, query);
  }

  @Endpoint(API.analytics.recentVisits, {
    summary: 'Viewers identified at the registration gate: their sheets and most recent visit',
    description: `${COUNTING} At most ${ANALYTICS_MAX_RECENT_VISITS} viewers, the most recent first.`,
    ok: RecentVisitsResponseDto,
  })
  recentVisits(@Query() query: AnalyticsReportQueryDto, @CurrentTeam() team: TeamScope) {
    return this.reports.recentVisits(team, query);
  }

  @Endpoint(API.analytics.sheetClicks, {
    summary: "One sheet's profile clicks per creator, its totals and its days (default range: all time)",
    description: `${COUNTING} Another team's sheet answers 404.`,
    ok: SheetClicksResponseDto,
    errors: [404],
  })
  sheetClicks(@Query() query: SheetClicksQueryDto, @CurrentTeam() team: TeamScope) {
    return this.reports.sheetClicks(team, query);
  }
}
