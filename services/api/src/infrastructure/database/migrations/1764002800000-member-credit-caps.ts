import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A team admin may cap how many Add Talent credits a member spends (modules/intake/README.md,
 * "Credits"): `team_memberships.add_talent_cap` (null: no cap) and `add_talent_cap_since`, when
 * the cap was set, which starts the period the member's spending is counted over. The index
 * serves that count (a member's tasks in a team since a time).
 */
export class MemberCreditCaps1764002800000 implements MigrationInterface {
  name = 'MemberCreditCaps1764002800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE team_memberships
        ADD COLUMN add_talent_cap integer
          CONSTRAINT team_memberships_add_talent_cap_check CHECK (add_talent_cap BETWEEN 0 AND 10000),
        ADD COLUMN add_talent_cap_since timestamptz`);
    await queryRunner.query(
      `CREATE INDEX add_talent_tasks_member_idx ON add_talent_tasks (team_id, user_id, created_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX add_talent_tasks_member_idx`);
    await queryRunner.query(
      `ALTER TABLE team_memberships DROP COLUMN add_talent_cap, DROP COLUMN add_talent_cap_since`,
    );
  }
}
