import type { DashboardResponse } from '@tpp/contracts';
import type {
  BrandMessageRow,
  CreatorCallRow,
  RequestRow,
  RosterChangeRow,
  SheetViewsRow,
  TaskRow,
} from '../repositories/dashboard.repository.js';

export interface DashboardRows {
  brandMessages: BrandMessageRow[];
  views: SheetViewsRow[];
  calls: CreatorCallRow[];
  requests: RequestRow[];
  tasks: TaskRow[];
  roster: RosterChangeRow[];
}

/** The home page's answer from its rows: times as ISO strings. */
export function mapDashboard(todayStartsAt: Date, rows: DashboardRows): DashboardResponse {
  return {
    today_starts_at: todayStartsAt.toISOString(),
    brand_messages: rows.brandMessages.map((row) => ({ ...row, sent_at: row.sent_at.toISOString() })),
    views_today: rows.views.map((row) => ({ ...row, last_viewed_at: row.last_viewed_at.toISOString() })),
    creator_calls_closing: rows.calls,
    requests_waiting: rows.requests.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    tasks_running: rows.tasks.map((row) => ({ ...row, started_at: row.started_at.toISOString() })),
    roster_changes: rows.roster.map((row) => ({ ...row, at: row.at.toISOString() })),
  };
}
