/**
 * The analytics reports ('Roster Visits and Profile Clicks' and the per-sheet statistics,
 * docs/product/analytics.md). `GET /api/user/analytics/sheet-clicks` answers the spec's rows;
 * the other report calls are ours (documented in the OpenAPI file).
 *
 * What counts: a sheet view once per viewer (IP and browser) and sheet within
 * ANALYTICS_VIEW_WINDOW_MINUTES; no event of a known bot or link-preview fetcher; no event of the
 * team's own signed-in members. Profile clicks count each click.
 */

/** The time ranges: all time, or the last 7 or 30 days. */
export const ANALYTICS_SINCE_DAYS = ['all', '7', '30'] as const;
export type AnalyticsSinceDays = (typeof ANALYTICS_SINCE_DAYS)[number];
/** The range a report opens with (spec: default 30). */
export const DEFAULT_ANALYTICS_SINCE_DAYS: AnalyticsSinceDays = '30';

/** A viewer's repeated views of one page within this many minutes count once. */
export const ANALYTICS_VIEW_WINDOW_MINUTES = 30;

/** The most (sheet, creator) rows the clicks table answers, the most clicked first. */
export const ANALYTICS_MAX_CLICK_ROWS = 1000;
/** The most identified viewers the recent visits answer, the most recent first. */
export const ANALYTICS_MAX_RECENT_VISITS = 200;

/**
 * Query of the report calls. A range of 7 or 30 days is that many UTC calendar days, today
 * included; days are UTC days throughout.
 */
export interface AnalyticsReportQuery {
  /** Default '30'. */
  since_days?: AnalyticsSinceDays;
  /** Only the sheets the caller created. Default false. */
  only_user_sheets?: boolean;
}

/** A row of the views table (spec: sheet_id, sheet_title, views, total_clicks). */
export interface AnalyticsViewsRow {
  /** The sheet's public id (/talent-sheets/statistics/{sheet_id}). */
  sheet_id: string;
  sheet_title: string;
  /** The sheet was deleted (in the trash or for good): its numbers still count in the totals. */
  sheet_deleted: boolean;
  views: number;
  total_clicks: number;
  /** Brand responses sent through the sheet's response form in the range. */
  responses: number;
  /** Creators liked by brands on the sheet in the range. */
  likes: number;
}

/** A row of the clicks table (spec: sheet_title, fullname, influencer_id, clicks). */
export interface AnalyticsClicksRow {
  sheet_id: string;
  sheet_title: string;
  /** The sheet was deleted (in the trash or for good). */
  sheet_deleted: boolean;
  influencer_id: number;
  fullname: string;
  clicks: number;
}

/** Views and clicks of one UTC day (YYYY-MM-DD); every day of the range is present. */
export interface AnalyticsDay {
  day: string;
  views: number;
  clicks: number;
}

/** GET /api/user/analytics/sheets: the views table, the clicks table and the days. */
export interface SheetAnalyticsResponse {
  since_days: AnalyticsSinceDays;
  only_user_sheets: boolean;
  /** Every sheet with a view, click, response or like in the range, the most viewed first. */
  views: AnalyticsViewsRow[];
  /** The most clicked (sheet, creator) pairs, at most ANALYTICS_MAX_CLICK_ROWS. */
  clicks: AnalyticsClicksRow[];
  /** True when more pairs had clicks than the clicks table holds. */
  clicks_truncated: boolean;
  /** From the first day with an event ('all') or the range's first day, to today. */
  daily: AnalyticsDay[];
}

/** A row of the recent visits (spec: email, salesheet_ids, most_recent_visit). */
export interface AnalyticsRecentVisit {
  /** The email the viewer gave at the registration gate. */
  email: string;
  /** Public ids of the sheets this viewer opened in the range. */
  salesheet_ids: string[];
  /** The same sheets with their titles, in the order of salesheet_ids. */
  sheets: { sheet_id: string; sheet_title: string }[];
  /** ISO time of the latest view. */
  most_recent_visit: string;
  /**
   * True only when this viewer followed the signed link mailed to the address by the registration
   * gate; false when the address was only typed (anyone may type any address: show it as unverified).
   */
  verified: boolean;
}

/** GET /api/user/analytics/recent-visits. */
export interface RecentVisitsResponse {
  since_days: AnalyticsSinceDays;
  only_user_sheets: boolean;
  /** At most ANALYTICS_MAX_RECENT_VISITS, the most recent first. */
  recent_visits: AnalyticsRecentVisit[];
}

/** GET /api/user/analytics/sheet-clicks (spec: sheet_id → clicks). */
export interface SheetClicksQuery {
  sheet_id: string;
  /** Default 'all': the page of one sheet shows its whole life unless narrowed. */
  since_days?: AnalyticsSinceDays;
}

/** One creator's clicks on the sheet. */
export interface SheetClicksRow {
  influencer_id: number;
  fullname: string;
  clicks: number;
}

export interface SheetClicksResponse {
  sheet_id: string;
  sheet_title: string;
  /** The sheet was deleted (in the trash or for good): its statistics stay. */
  sheet_deleted: boolean;
  since_days: AnalyticsSinceDays;
  /** Every creator clicked in the range, the most clicked first. */
  clicks: SheetClicksRow[];
  views: number;
  total_clicks: number;
  responses: number;
  likes: number;
  daily: AnalyticsDay[];
}
