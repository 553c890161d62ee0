import {
  API,
  type AnalyticsSinceDays,
  type RecentVisitsResponse,
  type SheetAnalyticsResponse,
  type SheetClicksResponse,
} from '@tpp/contracts';
import { api } from '@tpp/session';

/** The statistics report of a range: the views and clicks tables, the days, the recent visits. */
export interface StatisticsReport {
  sheets: SheetAnalyticsResponse;
  recent: RecentVisitsResponse;
}

/** The analytics report calls (docs/product/analytics.md). */
export const analyticsApi = {
  /** Both calls of /talent-sheets/statistics for one (sinceDays, onlyUserSheets). */
  async report(
    sinceDays: AnalyticsSinceDays,
    onlyUserSheets: boolean,
    signal?: AbortSignal,
  ): Promise<StatisticsReport> {
    const query = { since_days: sinceDays, only_user_sheets: onlyUserSheets };
    const [sheets, recent] = await Promise.all([
      api.call(API.analytics.sheets, { query, signal }),
      api.call(API.analytics.recentVisits, { query, signal }),
    ]);
    return { sheets, recent };
  },
  /** The clicks, totals and days of one sheet (GET /api/user/analytics/sheet-clicks). */
  sheetClicks(
    sheetId: string,
    sinceDays: AnalyticsSinceDays,
    signal?: AbortSignal,
  ): Promise<SheetClicksResponse> {
    return api.call(API.analytics.sheetClicks, {
      query: { sheet_id: sheetId, since_days: sinceDays },
      signal,
    });
  },
};
