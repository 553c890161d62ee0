import { Injectable } from '@nestjs/common';
import {
  DASHBOARD_CLOSING_DAYS,
  DASHBOARD_ITEM_LIMIT,
  DASHBOARD_RECENT_DAYS,
  type DashboardQuery,
  type DashboardResponse,
} from '@tpp/contracts';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { mapDashboard } from '../dto/dashboard.mapper.js';
import { DashboardRepository } from '../repositories/dashboard.repository.js';
import { localDay } from './local-day.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The home page: every card read at once for the caller's team (see docs/product/home.md). */
@Injectable()
export class DashboardService {
  constructor(private readonly dashboard: DashboardRepository) {}

  async get(team: TeamScope, query: DashboardQuery, now = new Date()): Promise<DashboardResponse> {
    const today = localDay(now, query.tz ?? 'UTC');
    const recentSince = new Date(now.getTime() - DASHBOARD_RECENT_DAYS * DAY_MS);
    const limit = DASHBOARD_ITEM_LIMIT;
    const [brandMessages, views, calls, requests, tasks, roster] = await Promise.all([
      this.dashboard.brandMessages(team.teamId, recentSince, limit),
      this.dashboard.sheetViews(team.teamId, today.start, limit),
      this.dashboard.creatorCallsClosing(team.teamId, today.date, DASHBOARD_CLOSING_DAYS, limit),
      this.dashboard.requestsWaiting(team.teamId, team.userId, limit),
      this.dashboard.tasksRunning(team.teamId, limit),
      this.dashboard.rosterChanges(team.teamId, recentSince, limit),
    ]);
    return mapDashboard(today.start, { brandMessages, views, calls, requests, tasks, roster });
  }
}
