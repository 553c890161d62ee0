import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pitched creators: a team that saves a sheet with a directory creator who is not on its roster
 * gets a `team_influencers` row with `represented = false` (written with the sheet). Such a row
 * makes the creator usable in the team's sheets (notes, likes, public sheet pages) but never lists
 * them as the team's roster. Adding the creator to the roster sets `represented = true`.
 * Every existing row is a roster creator (the default).
 */
export class PitchedCreators1764000500000 implements MigrationInterface {
  name = 'PitchedCreators1764000500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE team_influencers ADD COLUMN represented boolean NOT NULL DEFAULT true`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE team_influencers DROP COLUMN represented`);
  }
}
