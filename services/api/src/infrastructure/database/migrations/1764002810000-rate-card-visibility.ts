import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rate cards only where the agency chooses (services/api/src/modules/team-look/README.md,
 * "Rate cards").
 *
 * - talent_sheets.rate_cards: 'team' follows the team's displayRateCards setting (teams.settings,
 *   off unless set), 'show' and 'hide' override it for the sheet's pages. Every existing sheet
 *   follows its team, so rate cards are hidden from brands until an agency turns them on.
 * - user_notice_dismissals: which one-time workspace notice (USER_NOTICES in @tpp/contracts) each
 *   user has dismissed.
 */
export class RateCardVisibility1764002810000 implements MigrationInterface {
  name = 'RateCardVisibility1764002810000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE talent_sheets ADD COLUMN rate_cards text NOT NULL DEFAULT 'team'
        CHECK (rate_cards IN ('team', 'show', 'hide'))`,
    );
    await queryRunner.query(`
      CREATE TABLE user_notice_dismissals (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        notice text NOT NULL,
        dismissed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, notice)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE user_notice_dismissals`);
    await queryRunner.query(`ALTER TABLE talent_sheets DROP COLUMN rate_cards`);
  }
}
