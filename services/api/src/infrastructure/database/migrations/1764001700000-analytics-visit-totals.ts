import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The all-time rollup of identified visits: the last visit of each viewer per sheet, so that the
 * all-time recent visits read the most recent rows of an index instead of every visit-day of the
 * team. Filled from analytics_visit_daily here, then by the rollup job. The key leads with the
 * viewer: the report looks up its viewers' sheets by it, and an index led by the sheet would
 * tempt the planner away from reading the team's visits newest first.
 */
export class AnalyticsVisitTotals1764001700000 implements MigrationInterface {
  name = 'AnalyticsVisitTotals1764001700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE analytics_visit_totals (
        sheet_id integer NOT NULL REFERENCES talent_sheets (id) ON DELETE CASCADE,
        viewer_email citext NOT NULL,
        team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
        last_at timestamptz NOT NULL,
        PRIMARY KEY (viewer_email, sheet_id) INCLUDE (team_id, last_at)
      )`);
    await queryRunner.query(`
      INSERT INTO analytics_visit_totals (sheet_id, viewer_email, team_id, last_at)
      SELECT sheet_id, viewer_email, team_id, max(last_at) FROM analytics_visit_daily
       GROUP BY sheet_id, viewer_email, team_id`);
    await queryRunner.query(
      `CREATE INDEX analytics_visit_totals_team_last_idx ON analytics_visit_totals (team_id, last_at DESC)
         INCLUDE (viewer_email, sheet_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX analytics_visit_daily_team_viewer_idx ON analytics_visit_daily (team_id, viewer_email)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX analytics_visit_daily_team_viewer_idx`);
    await queryRunner.query(`DROP TABLE analytics_visit_totals`);
  }
}
