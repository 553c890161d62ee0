import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deleting a sheet moves it to the team's trash (modules/sheets/README.md, "Trash"):
 * `talent_sheets.deleted_at` and `deleted_by` mark it deleted; 30 days later (or at "Delete
 * forever") it is purged: its creators, collection places and texts go, and `purged_at` is set, but
 * the row stays as a tombstone (public id and title) so its statistics stay in the team's totals.
 * A team's one response to a creator call counts only while it is not deleted, so a new response
 * can be made while the old one is in the trash.
 */
export class SheetTrash1764002840000 implements MigrationInterface {
  name = 'SheetTrash1764002840000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE talent_sheets
        ADD COLUMN deleted_at timestamptz,
        ADD COLUMN deleted_by integer REFERENCES users (id) ON DELETE SET NULL,
        ADD COLUMN purged_at timestamptz`);
    await queryRunner.query(
      `CREATE INDEX talent_sheets_trash_idx ON talent_sheets (team_id, deleted_at DESC)
        WHERE deleted_at IS NOT NULL AND purged_at IS NULL`,
    );
    await queryRunner.query(`DROP INDEX talent_sheets_team_casting_call_key`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX talent_sheets_team_casting_call_key ON talent_sheets (team_id, casting_call_id)
        WHERE casting_call_id IS NOT NULL AND deleted_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM talent_sheets WHERE deleted_at IS NOT NULL`);
    await queryRunner.query(`DROP INDEX talent_sheets_team_casting_call_key`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX talent_sheets_team_casting_call_key ON talent_sheets (team_id, casting_call_id)
        WHERE casting_call_id IS NOT NULL`,
    );
    await queryRunner.query(`DROP INDEX talent_sheets_trash_idx`);
    await queryRunner.query(
      `ALTER TABLE talent_sheets DROP COLUMN deleted_at, DROP COLUMN deleted_by, DROP COLUMN purged_at`,
    );
  }
}
