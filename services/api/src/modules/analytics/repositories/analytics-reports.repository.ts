import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AnalyticsClicksRow, AnalyticsDay, AnalyticsViewsRow } from '@tpp/contracts';
import type { DataSource } from 'typeorm';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import {
  COUNTED_CLICK,
  COUNTED_IDENTIFIED_VIEW,
  COUNTED_SHEET_EVENT,
  EVENT_DAY,
  IS_CLICK,
  IS_VIEW,
} from './analytics-sql.js';

/** Which events a report reads: always one team's. */
export interface ReportScope {
  teamId: number;
  /** The last this many UTC days, today included; null: all time. */
  sinceDays: number | null;
  /** Only the sheets this user created (onlyUserSheets). */
  creatorUserId: number | null;
  /** Only this sheet. */
  sheetId: number | null;
  /**
   * A rollup watermark read earlier (0 if none): watermarks only grow, so the tail (the events
   * after the current watermark) is after it too. Only a planner hint: with it PostgreSQL sees how
   * few events the tail holds and reads them by id, instead of guessing a third of the table
   * (parallel scans, or a pass over every event of each sheet in scope).
   */
  rolledThroughAtLeast: number;
}

/** The report's rows, as the answer carries them (a creator's name may be missing in a row). */
export type ViewsRow = AnalyticsViewsRow;
export interface ClicksRow extends Omit<AnalyticsClicksRow, 'fullname'> {
  fullname: string | null;
}
export type DayRow = AnalyticsDay;
export interface RecentVisitRow {
  email: string;
  verified: boolean;
  most_recent_visit: Date;
  sheets: { sheet_id: string; sheet_title: string }[];
}
export interface ReportSheetRow {
  id: number;
  public_id: string;
  title: string;
  /** In the trash or deleted for good (a tombstone): its statistics stay. */
  deleted: boolean;
}

const PARAMS = (scope: ReportScope) => [
  scope.teamId,
  scope.sinceDays,
  scope.creatorUserId,
  scope.sheetId,
  scope.rolledThroughAtLeast,
];

/** The first instant of the report's range (`since`, a CTE of REPORT_CTES); -infinity for all time. */
const RANGE_START = `coalesce((SELECT day FROM since)::timestamp AT TIME ZONE 'UTC', '-infinity')`;

/**
 * The CTEs every report starts with ($1 team, $2 days or null, $3 creator or null, $4 sheet or
 * null, $5 a watermark read earlier): `scope`, the team's sheets the report covers; `since`, the range's first UTC day (null:
 * all time); `tail`, the team's events after the rollup watermark in the range, which the report
 * counts itself with the rollup's rules (analytics-sql.ts).
 */
const REPORT_CTES = `
  scope AS (
    SELECT id, public_id, title, deleted_at IS NOT NULL AS deleted FROM talent_sheets
     WHERE team_id = $1 AND ($3::int IS NULL OR creator_user_id = $3) AND ($4::int IS NULL OR id = $4)
  ),
  since AS (
    SELECT CASE WHEN $2::int IS NULL THEN NULL ELSE (now() AT TIME ZONE 'UTC')::date - ($2::int - 1) END AS day
  ),
  tail AS (
    SELECT e.* FROM analytics_events e
     WHERE e.id > $5::bigint AND e.id > (SELECT rolled_through FROM analytics_rollup_state WHERE id = 1)
       AND e.team_id = $1 AND e.sheet_id IN (SELECT id FROM scope)
       AND e.created_at >= ${RANGE_START}
  )`;

/** A rollup row `d` (team_id, sheet_id, day) of the report's scope and range (an index range on day). */
const DAILY_IN_SCOPE = `d.team_id = $1 AND d.sheet_id IN (SELECT id FROM scope)
  AND d.day >= coalesce((SELECT day FROM since), '-infinity'::date)`;

/** The created_at of a sheet's response or like `x` is in the range. */
const CREATED_IN_RANGE = `x.created_at >= ${RANGE_START}`;

/** The reports: the rollups plus the tail, always scoped by the caller's team. */
@Injectable()
export class AnalyticsReportsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** How far the rollups go (a lower bound of the watermark from then on). */
  async rolledThrough(db: Queryable = this.db): Promise<number> {
    const rows: { rolled_through: string }[] = await db.query(
      `SELECT rolled_through FROM analytics_rollup_state WHERE id = 1`,
    );
    return Number(rows[0]?.rolled_through ?? 0);
  }

  /** One of the team's sheets by public id. */
  async findSheet(teamId: number, publicId: string, db: Queryable = this.db): Promise<ReportSheetRow | null> {
    const rows: ReportSheetRow[] = await db.query(
      `SELECT id, public_id, title, deleted_at IS NOT NULL AS deleted FROM talent_sheets
        WHERE team_id = $1 AND public_id = $2`,
      [teamId, publicId],
    );
    return rows[0] ?? null;
  }

  /** Views, clicks, brand responses and likes per sheet: sheets with any of them, most viewed first. */
  async views(scope: ReportScope, db: Queryable = this.db): Promise<ViewsRow[]> {
    return db.query(
      `WITH ${REPORT_CTES},
       counts AS (
         SELECT d.sheet_id, d.views, d.clicks FROM analytics_sheet_daily d WHERE ${DAILY_IN_SCOPE}
         UNION ALL
         SELECT e.sheet_id, ${IS_VIEW}, ${IS_CLICK} FROM tail e WHERE ${COUNTED_SHEET_EVENT}
       ),
       per_sheet AS (SELECT sheet_id, sum(views)::int AS views, sum(clicks)::int AS clicks FROM counts GROUP BY sheet_id),
       responses AS (
         SELECT x.sheet_id, count(*)::int AS n FROM sheet_responses x
          WHERE x.sheet_id IN (SELECT id FROM scope) AND ${CREATED_IN_RANGE} GROUP BY x.sheet_id
       ),
       likes AS (
         SELECT x.sheet_id, count(*)::int AS n FROM influencer_likes x
          WHERE x.source = 'brand' AND x.sheet_id IN (SELECT id FROM scope) AND ${CREATED_IN_RANGE}
          GROUP BY x.sheet_id
       )
       SELECT s.public_id AS sheet_id, s.title AS sheet_title, s.deleted AS sheet_deleted, coalesce(p.views, 0) AS views,
              coalesce(p.clicks, 0) AS total_clicks, coalesce(r.n, 0) AS responses, coalesce(l.n, 0) AS likes
         FROM scope s
         LEFT JOIN per_sheet p ON p.sheet_id = s.id
         LEFT JOIN responses r ON r.sheet_id = s.id
         LEFT JOIN likes l ON l.sheet_id = s.id
        WHERE p.sheet_id IS NOT NULL OR r.sheet_id IS NOT NULL OR l.sheet_id IS NOT NULL
        ORDER BY views DESC, total_clicks DESC, s.title, s.public_id`,
      PARAMS(scope),
    );
  }

  /** Clicks per (sheet, creator), most clicked first, at most `limit` rows. */
  async clicks(scope: ReportScope, limit: number, db: Queryable = this.db): Promise<ClicksRow[]> {
    return db.query(
      `WITH ${REPORT_CTES},
       counts AS (
         SELECT d.sheet_id, d.influencer_id, d.clicks FROM analytics_click_totals d
          WHERE $2::int IS NULL AND d.team_id = $1 AND d.sheet_id IN (SELECT id FROM scope)
         UNION ALL
         SELECT d.sheet_id, d.influencer_id, d.clicks FROM analytics_click_daily d
          WHERE $2::int IS NOT NULL AND ${DAILY_IN_SCOPE}
         UNION ALL
         SELECT e.sheet_id, e.influencer_id, 1 FROM tail e WHERE ${COUNTED_CLICK}
       ),
       per_pair AS (
         SELECT sheet_id, influencer_id, sum(clicks)::int AS clicks FROM counts GROUP BY sheet_id, influencer_id
       )
       SELECT s.public_id AS sheet_id, s.title AS sheet_title, s.deleted AS sheet_deleted, p.influencer_id,
              i.fullname, p.clicks
         FROM per_pair p
         JOIN scope s ON s.id = p.sheet_id
         LEFT JOIN influencers i ON i.id = p.influencer_id
        ORDER BY p.clicks DESC, s.title, i.fullname, p.influencer_id
        LIMIT $6`,
      [...PARAMS(scope), limit],
    );
  }

  /** Views and clicks per UTC day that has any, in day order. */
  async days(scope: ReportScope, db: Queryable = this.db): Promise<DayRow[]> {
    return db.query(
      `WITH ${REPORT_CTES},
       counts AS (
         SELECT d.day, d.views, d.clicks FROM analytics_sheet_daily d WHERE ${DAILY_IN_SCOPE}
         UNION ALL
         SELECT ${EVENT_DAY}, ${IS_VIEW}, ${IS_CLICK} FROM tail e WHERE ${COUNTED_SHEET_EVENT}
       )
       SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(views)::int AS views, sum(clicks)::int AS clicks
         FROM counts GROUP BY day ORDER BY day`,
      PARAMS(scope),
    );
  }

  /**
   * Viewers with an email (verified through the gate's mailed link, or only typed: one row each),
   * most recent first, at most `limit`. The
   * viewers are the first `limit` distinct ones of the report's sheets among the team's
   * `scanRows` most recent visit rows (all of them when null), read from an index in time order;
   * `complete` is false when those rows held fewer than `limit` such viewers but there may be more
   * (the caller then reads all rows).
   */
  async recentVisits(
    scope: ReportScope,
    limit: number,
    scanRows: number | null,
    db: Queryable = this.db,
  ): Promise<{ rows: RecentVisitRow[]; complete: boolean }> {
    const rows: (RecentVisitRow & { scanned: number })[] = await db.query(
      `WITH ${REPORT_CTES},
       recent AS MATERIALIZED (
         SELECT viewer_email, verified, sheet_id, last_at FROM (
           (SELECT d.viewer_email, d.verified, d.sheet_id, d.last_at FROM analytics_visit_totals d
             WHERE $2::int IS NULL AND d.team_id = $1 ORDER BY d.last_at DESC LIMIT $7)
           UNION ALL
           (SELECT d.viewer_email, d.verified, d.sheet_id, d.last_at FROM analytics_visit_daily d
             WHERE $2::int IS NOT NULL AND d.team_id = $1
               AND d.last_at >= ${RANGE_START}
             ORDER BY d.last_at DESC LIMIT $7)
           UNION ALL
           SELECT e.viewer_email, e.viewer_email_verified, e.sheet_id, e.created_at FROM tail e
            WHERE ${COUNTED_IDENTIFIED_VIEW}
         ) newest ORDER BY last_at DESC LIMIT $7
       ),
       latest AS MATERIALIZED (
         SELECT viewer_email, verified, max(last_at) AS most_recent_visit FROM recent
          WHERE sheet_id IN (SELECT id FROM scope)
          GROUP BY viewer_email, verified ORDER BY most_recent_visit DESC, viewer_email, verified LIMIT $6
       ),
       per_sheet AS (
         SELECT viewer_email, verified, sheet_id, max(last_at) AS last_at FROM (
           SELECT d.viewer_email, d.verified, d.sheet_id, d.last_at FROM analytics_visit_totals d
            WHERE $2::int IS NULL AND d.team_id = $1 AND d.viewer_email = ANY (ARRAY(SELECT viewer_email FROM latest))
           UNION ALL
           SELECT d.viewer_email, d.verified, d.sheet_id, d.last_at FROM analytics_visit_daily d
            WHERE $2::int IS NOT NULL AND d.team_id = $1 AND d.viewer_email = ANY (ARRAY(SELECT viewer_email FROM latest))
              AND d.last_at >= ${RANGE_START}
           UNION ALL
           SELECT e.viewer_email, e.viewer_email_verified, e.sheet_id, e.created_at FROM tail e
            WHERE ${COUNTED_IDENTIFIED_VIEW} AND e.viewer_email IN (SELECT viewer_email FROM latest)
         ) visits GROUP BY viewer_email, verified, sheet_id
       )
       SELECT l.viewer_email AS email, l.verified, l.most_recent_visit,
              json_agg(json_build_object('sheet_id', s.public_id, 'sheet_title', s.title)
                       ORDER BY p.last_at DESC, s.public_id) AS sheets,
              (SELECT count(*) FROM recent)::int AS scanned
         FROM latest l
         JOIN per_sheet p ON p.viewer_email = l.viewer_email AND p.verified = l.verified
         JOIN scope s ON s.id = p.sheet_id
        GROUP BY l.viewer_email, l.verified, l.most_recent_visit
        ORDER BY l.most_recent_visit DESC, l.viewer_email, l.verified`,
      [...PARAMS(scope), limit, scanRows],
    );
    const scanned = rows[0]?.scanned ?? 0;
    const complete = scanRows === null || rows.length >= limit || scanned < scanRows;
    return { rows: rows.map(({ scanned: _, ...row }) => row), complete };
  }
}
