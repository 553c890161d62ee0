import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Disabling an account ends its sessions and every session spoofing it
 * (`UPDATE sessions … WHERE user_id = $1 OR acting_user_id = $1`): a partial index finds the few
 * spoofing sessions without reading the table (it also serves the ON DELETE SET NULL of users).
 */
export class SessionsActingUserIndex1764002100000 implements MigrationInterface {
  name = 'SessionsActingUserIndex1764002100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX sessions_acting_user_idx ON sessions (acting_user_id) WHERE acting_user_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX sessions_acting_user_idx`);
  }
}
