/**
 * The home page of a signed-in team member (GET /api/user/dashboard): what needs attention today,
 * each item with the place it links to. Every list is the caller's team's only.
 */

/** Brand feedback, roster changes: how far back the home page looks. */
export const DASHBOARD_RECENT_DAYS = 7;
/** Creator Calls whose end date falls within this many days from today are "closing soon". */
export const DASHBOARD_CLOSING_DAYS = 14;
/** At most this many items per card (the newest or most urgent first). */
export const DASHBOARD_ITEM_LIMIT = 8;

export interface DashboardQuery {
  /**
   * The viewer's IANA time zone (e.g. 'Europe/Berlin'); "today" starts at its midnight.
   * Default UTC.
   */
  tz?: string;
}

/** A message from a brand: a response to a shared sheet, or a brand's answer in a thread. */
export interface DashboardBrandMessage {
  conversation_id: number;
  title: string;
  brand_name: string;
  /** The first 160 characters of the message. */
  preview: string;
  sent_at: string;
}

/** One sheet viewed today, with who opened it (emails given at the registration gate). */
export interface DashboardSheetViews {
  sheet_id: string;
  sheet_title: string;
  views: number;
  /** Identified viewers, the latest first (at most DASHBOARD_ITEM_LIMIT); verified when the mailed link was followed. */
  viewers: { email: string; verified: boolean }[];
  /** Views by visitors who gave no email. */
  anonymous_views: number;
  last_viewed_at: string;
}

export interface DashboardCreatorCall {
  id: number;
  title: string;
  brand_name: string;
  /** YYYY-MM-DD, the day the call closes: its response deadline, else its end date. */
  end_date: string;
  /** Whole days from today to the end date (0: it closes today). */
  days_left: number;
  /** The team's response: none yet, started (a sheet exists) or submitted. */
  response: 'none' | 'created' | 'submitted';
}

/** A request of the caller to the account managers, still open. */
export interface DashboardRequest {
  id: number;
  influencer_name: string;
  request_type: string;
  status: 'pending' | 'conversation_started';
  created_at: string;
}

/** An Add Talent task of the team still running. */
export interface DashboardTask {
  id: number;
  influencer_name: string;
  started_at: string;
}

/** A creator added to the roster, or whose team data changed, lately. */
export interface DashboardRosterChange {
  influencer_id: number;
  name: string;
  change: 'added' | 'updated';
  at: string;
}

export interface DashboardResponse {
  /** Start of "today" in the asked time zone (ISO). */
  today_starts_at: string;
  brand_messages: DashboardBrandMessage[];
  views_today: DashboardSheetViews[];
  creator_calls_closing: DashboardCreatorCall[];
  requests_waiting: DashboardRequest[];
  tasks_running: DashboardTask[];
  roster_changes: DashboardRosterChange[];
}
