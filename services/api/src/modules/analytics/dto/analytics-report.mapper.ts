import type {
  AnalyticsClicksRow,
  AnalyticsDay,
  AnalyticsRecentVisit,
  AnalyticsViewsRow,
} from '@tpp/contracts';
import type {
  ClicksRow,
  DayRow,
  RecentVisitRow,
  ViewsRow,
} from '../repositories/analytics-reports.repository.js';

/** The name of a clicked creator whose record is gone. */
export const REMOVED_CREATOR_NAME = 'Removed creator';

const DAY_MS = 86_400_000;

export function mapViewsRow(row: ViewsRow): AnalyticsViewsRow {
  return {
    sheet_id: row.sheet_id,
    sheet_title: row.sheet_title,
    sheet_deleted: row.sheet_deleted,
    views: row.views,
    total_clicks: row.total_clicks,
    responses: row.responses,
    likes: row.likes,
  };
}

export function mapClicksRow(row: ClicksRow): AnalyticsClicksRow {
  return {
    sheet_id: row.sheet_id,
    sheet_title: row.sheet_title,
    sheet_deleted: row.sheet_deleted,
    influencer_id: row.influencer_id,
    fullname: row.fullname ?? REMOVED_CREATOR_NAME,
    clicks: row.clicks,
  };
}

export function mapRecentVisit(row: RecentVisitRow): AnalyticsRecentVisit {
  return {
    email: row.email,
    salesheet_ids: row.sheets.map((sheet) => sheet.sheet_id),
    sheets: row.sheets.map((sheet) => ({ sheet_id: sheet.sheet_id, sheet_title: sheet.sheet_title })),
    most_recent_visit: new Date(row.most_recent_visit).toISOString(),
    verified: row.verified,
  };
}

/**
 * Every UTC day from the range's first day (or, for all time, the first day with an event) to
 * today, with zeros where nothing happened.
 */
export function mapDays(rows: readonly DayRow[], sinceDays: number | null, now: Date): AnalyticsDay[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const first =
    sinceDays !== null
      ? today - (sinceDays - 1) * DAY_MS
      : rows.length > 0
        ? Math.min(Date.parse(`${rows[0]!.day}T00:00:00Z`), today)
        : today;
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days: AnalyticsDay[] = [];
  for (let time = first; time <= today; time += DAY_MS) {
    const day = new Date(time).toISOString().slice(0, 10);
    const row = byDay.get(day);
    days.push({ day, views: row?.views ?? 0, clicks: row?.clicks ?? 0 });
  }
  return days;
}
