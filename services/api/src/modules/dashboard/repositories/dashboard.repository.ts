import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  DashboardBrandMessage,
  DashboardCreatorCall,
  DashboardRequest,
  DashboardRosterChange,
  DashboardSheetViews,
  DashboardTask,
} from '@tpp/contracts';
import { DataSource } from 'typeorm';
import { COUNTED_SHEET_VIEW } from '../../analytics/counted-events.js';

/** Rows as selected: times are Dates until the mapper writes them as ISO strings. */
type Dated<T, K extends keyof T> = Omit<T, K> & { [P in K]: Date };

export type BrandMessageRow = Dated<DashboardBrandMessage, 'sent_at'>;
export type SheetViewsRow = Dated<DashboardSheetViews, 'last_viewed_at'>;
export type CreatorCallRow = DashboardCreatorCall;
export type RequestRow = Dated<DashboardRequest, 'created_at'>;
export type TaskRow = Dated<DashboardTask, 'started_at'>;
export type RosterChangeRow = Dated<DashboardRosterChange, 'at'>;

/**
 * The home page's reads: one query per card, each scoped by the caller's team id, newest or most
 * urgent first, at most `limit` rows. A read model only: it selects from the tables the other
 * modules own (conversations, analytics events, Creator Calls, requests, Add Talent tasks, the
 * roster link) and never writes; each of those modules keeps its own rules for writing them.
 */
@Injectable()
export class DashboardRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Messages brands sent to the team (responses to sheets and answers in a thread) since `since`. */
  brandMessages(teamId: number, since: Date, limit: number): Promise<BrandMessageRow[]> {
    return this.db.query(
      `SELECT c.id AS conversation_id, c.title, m.sender_name AS brand_name, left(m.body, 160) AS preview,
              m.created_at AS sent_at
         FROM conversation_messages m
         JOIN conversations c ON c.id = m.conversation_id
        WHERE c.team_id = $1 AND c.kind = 'brand' AND m.side = 'brand' AND m.created_at >= $2
        ORDER BY m.created_at DESC, m.id DESC
        LIMIT $3`,
      [teamId, since, limit],
    );
  }

  /**
   * The team's live sheets viewed since `since` (counted views: bots, link previews and a viewer's
   * repeats within the view window are not), each with its identified viewers, latest first.
   */
  sheetViews(teamId: number, since: Date, limit: number): Promise<SheetViewsRow[]> {
    return this.db.query(
      `WITH views AS (
         SELECT e.sheet_id, e.viewer_email, e.viewer_email_verified, e.created_at
           FROM analytics_events e
          WHERE e.team_id = $1 AND ${COUNTED_SHEET_VIEW} AND e.created_at >= $2
       ),
       per_viewer AS (
         SELECT sheet_id, viewer_email AS email, bool_or(viewer_email_verified) AS verified,
                max(created_at) AS last_at
           FROM views WHERE viewer_email IS NOT NULL
          GROUP BY sheet_id, viewer_email
       )
       SELECT s.public_id AS sheet_id, s.title AS sheet_title, count(*)::int AS views,
              count(*) FILTER (WHERE v.viewer_email IS NULL)::int AS anonymous_views,
              max(v.created_at) AS last_viewed_at,
              coalesce((SELECT json_agg(json_build_object('email', p.email, 'verified', p.verified)
                                        ORDER BY p.last_at DESC, p.email)
                          FROM (SELECT * FROM per_viewer p WHERE p.sheet_id = s.id
                                 ORDER BY p.last_at DESC, p.email LIMIT $3) p), '[]'::json) AS viewers
         FROM views v
         JOIN talent_sheets s ON s.id = v.sheet_id AND s.team_id = $1 AND s.deleted_at IS NULL
        GROUP BY s.id
        ORDER BY last_viewed_at DESC, s.id
        LIMIT $3`,
      [teamId, since, limit],
    );
  }

  /**
   * Creator Calls closing between `today` and `today + days`, with the team's response to each: a
   * call closes on its response deadline, or on its end date when it has none.
   */
  creatorCallsClosing(teamId: number, today: string, days: number, limit: number): Promise<CreatorCallRow[]> {
    return this.db.query(
      `SELECT id, title, brand_name, closes::text AS end_date, (closes - $2::date) AS days_left, response
         FROM (SELECT c.id, c.title, c.brand_name, coalesce(c.response_deadline, c.end_date) AS closes,
                      CASE WHEN ts.id IS NULL THEN 'none' ELSE coalesce(ts.response_status, 'created') END AS response
                 FROM casting_calls c
                 LEFT JOIN talent_sheets ts
                   ON ts.casting_call_id = c.id AND ts.team_id = $1 AND ts.deleted_at IS NULL) calls
        WHERE closes BETWEEN $2::date AND $2::date + $3::int
        ORDER BY closes, id
        LIMIT $4`,
      [teamId, today, days, limit],
    );
  }

  /** The caller's requests to the account managers in this team still waiting (pending or answered). */
  requestsWaiting(teamId: number, userId: number, limit: number): Promise<RequestRow[]> {
    return this.db.query(
      `SELECT id, influencer_name, request_type, status, created_at
         FROM talent_requests
        WHERE team_id = $1 AND user_id = $2 AND status IN ('pending', 'conversation_started')
        ORDER BY created_at DESC, id DESC
        LIMIT $3`,
      [teamId, userId, limit],
    );
  }

  /** The team's Add Talent tasks still running. */
  tasksRunning(teamId: number, limit: number): Promise<TaskRow[]> {
    return this.db.query(
      `SELECT id, influencer_name, created_at AS started_at
         FROM add_talent_tasks
        WHERE team_id = $1 AND state = 'pending'
        ORDER BY created_at DESC, id DESC
        LIMIT $2`,
      [teamId, limit],
    );
  }

  /** Roster creators (not pitched ones) added, or whose team data changed, since `since`. */
  rosterChanges(teamId: number, since: Date, limit: number): Promise<RosterChangeRow[]> {
    return this.db.query(
      `SELECT ti.influencer_id, coalesce(nullif(btrim(ti.custom_display_name), ''), i.fullname) AS name,
              CASE WHEN ti.added_at >= $2 THEN 'added' ELSE 'updated' END AS change,
              greatest(ti.added_at, ti.updated_at) AS at
         FROM team_influencers ti
         JOIN influencers i ON i.id = ti.influencer_id
        WHERE ti.team_id = $1 AND ti.represented AND greatest(ti.added_at, ti.updated_at) >= $2
        ORDER BY at DESC, ti.influencer_id
        LIMIT $3`,
      [teamId, since, limit],
    );
  }
}
