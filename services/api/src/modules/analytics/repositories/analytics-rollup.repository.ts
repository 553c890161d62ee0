import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import { ANALYTICS_INSERT_LOCK } from './analytics-events.repository.js';
import {
  COUNTED_CLICK,
  COUNTED_IDENTIFIED_VIEW,
  COUNTED_SHEET_EVENT,
  EVENT_DAY,
  IS_CLICK,
  IS_VIEW,
} from './analytics-sql.js';

/**
 * The rollups of analytics_events (see migration 1764001600000). Platform-wide by nature: the
 * job rolls up every team's events; the reports read them by team.
 */
@Injectable()
export class AnalyticsRollupRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The highest event id, read while no insert is in flight (the exclusive side of
   * ANALYTICS_INSERT_LOCK, held to the end of the caller's transaction): every event up to it is
   * committed.
   */
  async committedHighWater(db: Queryable = this.db): Promise<number> {
    await db.query(`SELECT pg_advisory_xact_lock($1)`, [ANALYTICS_INSERT_LOCK]);
    const rows: { max: string }[] = await db.query(
      `SELECT coalesce(max(id), 0) AS max FROM analytics_events`,
    );
    return Number(rows[0]!.max);
  }

  /** The watermark, locked to the end of the caller's transaction (one rollup at a time). */
  async lockWatermark(db: Queryable = this.db): Promise<number> {
    const rows: { rolled_through: string }[] = await db.query(
      `SELECT rolled_through FROM analytics_rollup_state WHERE id = 1 FOR UPDATE`,
    );
    return Number(rows[0]!.rolled_through);
  }

  async setWatermark(rolledThrough: number, db: Queryable = this.db): Promise<void> {
    await db.query(`UPDATE analytics_rollup_state SET rolled_through = $1, rolled_at = now() WHERE id = 1`, [
      rolledThrough,
    ]);
  }

  /** Adds the counted events with ids in (after, through] to every rollup. */
  async rollUp(after: number, through: number, db: Queryable = this.db): Promise<void> {
    const range = `e.id > $1 AND e.id <= $2`;
    await db.query(
      `INSERT INTO analytics_sheet_daily AS d (sheet_id, day, team_id, views, clicks)
       SELECT e.sheet_id, ${EVENT_DAY}, s.team_id, sum(${IS_VIEW}), sum(${IS_CLICK})
         FROM analytics_events e JOIN talent_sheets s ON s.id = e.sheet_id
        WHERE ${range} AND ${COUNTED_SHEET_EVENT}
        GROUP BY 1, 2, 3
       ON CONFLICT (sheet_id, day) DO UPDATE SET views = d.views + excluded.views, clicks = d.clicks + excluded.clicks`,
      [after, through],
    );
    await db.query(
      `INSERT INTO analytics_click_daily AS d (sheet_id, influencer_id, day, team_id, clicks)
       SELECT e.sheet_id, e.influencer_id, ${EVENT_DAY}, s.team_id, count(*)
         FROM analytics_events e JOIN talent_sheets s ON s.id = e.sheet_id
        WHERE ${range} AND ${COUNTED_CLICK}
        GROUP BY 1, 2, 3, 4
       ON CONFLICT (sheet_id, influencer_id, day) DO UPDATE SET clicks = d.clicks + excluded.clicks`,
      [after, through],
    );
    await db.query(
      `INSERT INTO analytics_click_totals AS d (sheet_id, influencer_id, team_id, clicks)
       SELECT e.sheet_id, e.influencer_id, s.team_id, count(*)
         FROM analytics_events e JOIN talent_sheets s ON s.id = e.sheet_id
        WHERE ${range} AND ${COUNTED_CLICK}
        GROUP BY 1, 2, 3
       ON CONFLICT (sheet_id, influencer_id) DO UPDATE SET clicks = d.clicks + excluded.clicks`,
      [after, through],
    );
    await db.query(
      `INSERT INTO analytics_visit_daily AS d (sheet_id, viewer_email, verified, day, team_id, last_at)
       SELECT e.sheet_id, e.viewer_email, e.viewer_email_verified, ${EVENT_DAY}, s.team_id, max(e.created_at)
         FROM analytics_events e JOIN talent_sheets s ON s.id = e.sheet_id
        WHERE ${range} AND ${COUNTED_IDENTIFIED_VIEW}
        GROUP BY 1, 2, 3, 4, 5
       ON CONFLICT (sheet_id, viewer_email, verified, day) DO UPDATE SET last_at = greatest(d.last_at, excluded.last_at)`,
      [after, through],
    );
    await db.query(
      `INSERT INTO analytics_visit_totals AS d (sheet_id, viewer_email, verified, team_id, last_at)
       SELECT e.sheet_id, e.viewer_email, e.viewer_email_verified, s.team_id, max(e.created_at)
         FROM analytics_events e JOIN talent_sheets s ON s.id = e.sheet_id
        WHERE ${range} AND ${COUNTED_IDENTIFIED_VIEW}
        GROUP BY 1, 2, 3, 4
       ON CONFLICT (viewer_email, verified, sheet_id) DO UPDATE SET last_at = greatest(d.last_at, excluded.last_at)`,
      [after, through],
    );
  }
}
