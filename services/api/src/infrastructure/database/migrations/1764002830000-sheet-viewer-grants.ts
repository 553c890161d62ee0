import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * sheet_viewer_grants: which browsers passed the registration gate of which sheet. A sheet of a
 * team that requires registration sends its creators only to a browser whose signed viewer id
 * (the `tpp_viewer` cookie, stored as the keyed hash `viewer_key`, never the cookie value) has a
 * row here for that sheet. The gate's form grants the browser that sent it; following the mailed
 * link grants the browser that followed it (and only that also verifies the address).
 */
export class SheetViewerGrants1764002830000 implements MigrationInterface {
  name = 'SheetViewerGrants1764002830000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sheet_viewer_grants (
        sheet_id integer NOT NULL REFERENCES talent_sheets (id) ON DELETE CASCADE,
        viewer_key text NOT NULL,
        granted_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (sheet_id, viewer_key)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sheet_viewer_grants`);
  }
}
