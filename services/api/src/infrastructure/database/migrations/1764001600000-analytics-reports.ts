import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the analytics reports read.
 *
 * - analytics_events.counted: false for an event of a known bot or link-preview fetcher, of the
 *   team's own signed-in members, and for a repeated view of one page by one viewer within the
 *   view window. Every event is kept; the reports sum only counted ones.
 * - analytics_view_windows: the last counted view of each (viewer, page), for that window.
 * - Rollups, kept up to date by the job `analytics-rollup` from the events after
 *   analytics_rollup_state.rolled_through: per UTC day (sheet views and clicks, clicks per
 *   creator, identified visits) and all-time totals. A report reads the rollups plus the events
 *   after the watermark, so it is exact however far the job is behind.
 */
export class AnalyticsReports1764001600000 implements MigrationInterface {
  name = 'AnalyticsReports1764001600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE analytics_events ADD COLUMN counted boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`
      CREATE TABLE analytics_view_windows (
        viewer_key text NOT NULL,
        page text NOT NULL,
        counted_at timestamptz NOT NULL,
        PRIMARY KEY (viewer_key, page)
      )`);
    await queryRunner.query(`
      CREATE TABLE analytics_rollup_state (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        rolled_through bigint NOT NULL DEFAULT 0,
        rolled_at timestamptz
      )`);
    await queryRunner.query(`INSERT INTO analytics_rollup_state (id) VALUES (1)`);
    await queryRunner.query(`
      CREATE TABLE analytics_sheet_daily (
        sheet_id integer NOT NULL REFERENCES talent_sheets (id) ON DELETE CASCADE,
        day date NOT NULL,
        team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
        views integer NOT NULL DEFAULT 0,
        clicks integer NOT NULL DEFAULT 0,
        PRIMARY KEY (sheet_id, day)
      )`);
    await queryRunner.query(
      `CREATE INDEX analytics_sheet_daily_team_day_idx ON analytics_sheet_daily (team_id, day) INCLUDE (sheet_id, views, clicks)`,
    );
    await queryRunner.query(`
      CREATE TABLE analytics_click_daily (
        sheet_id integer NOT NULL REFERENCES talent_sheets (id) ON DELETE CASCADE,
        influencer_id integer NOT NULL,
        day date NOT NULL,
        team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
        clicks integer NOT NULL DEFAULT 0,
        PRIMARY KEY (sheet_id, influencer_id, day)
      )`);
    await queryRunner.query(
      `CREATE INDEX analytics_click_daily_team_day_idx ON analytics_click_daily (team_id, day) INCLUDE (sheet_id, influencer_id, clicks)`,
    );
    await queryRunner.query(`
      CREATE TABLE analytics_click_totals (
        sheet_id integer NOT NULL REFERENCES talent_sheets (id) ON DELETE CASCADE,
        influencer_id integer NOT NULL,
        team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
        clicks integer NOT NULL DEFAULT 0,
        PRIMARY KEY (sheet_id, influencer_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX analytics_click_totals_team_idx ON analytics_click_totals (team_id) INCLUDE (sheet_id, influencer_id, clicks)`,
    );
    await queryRunner.query(`
      CREATE TABLE analytics_visit_daily (
        sheet_id integer NOT NULL REFERENCES talent_sheets (id) ON DELETE CASCADE,
        viewer_email citext NOT NULL,
        day date NOT NULL,
        team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
        last_at timestamptz NOT NULL,
        PRIMARY KEY (sheet_id, viewer_email, day)
      )`);
    await queryRunner.query(
      `CREATE INDEX analytics_visit_daily_team_last_idx ON analytics_visit_daily (team_id, last_at DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX influencer_likes_sheet_brand_idx ON influencer_likes (sheet_id, created_at) WHERE source = 'brand'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX influencer_likes_sheet_brand_idx`);
    for (const table of [
      'analytics_visit_daily',
      'analytics_click_totals',
      'analytics_click_daily',
      'analytics_sheet_daily',
      'analytics_rollup_state',
      'analytics_view_windows',
    ])
      await queryRunner.query(`DROP TABLE ${table}`);
    await queryRunner.query(`ALTER TABLE analytics_events DROP COLUMN counted`);
  }
}
