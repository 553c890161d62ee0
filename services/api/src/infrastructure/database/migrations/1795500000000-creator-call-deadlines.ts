import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Creator Calls get a response deadline (`casting_calls.response_deadline`, a date): the last day a
 * team may save or submit a response. From the next day (UTC) the call is closed (modules/sheets/
 * README.md, "Creator calls"). Null: the call has no deadline and stays open.
 */
export class CreatorCallDeadlines1795500000000 implements MigrationInterface {
  name = 'CreatorCallDeadlines1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE casting_calls ADD COLUMN response_deadline date`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE casting_calls DROP COLUMN response_deadline`);
  }
}
