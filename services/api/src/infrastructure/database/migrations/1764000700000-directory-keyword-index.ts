import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A trigram index on `influencers.search_text` (the folded name and description): a keyword that
 * few creators match is looked up through it first, instead of testing every row of the sort
 * index until a page is full (modules/search README, "Keywords").
 */
export class DirectoryKeywordIndex1764000700000 implements MigrationInterface {
  name = 'DirectoryKeywordIndex1764000700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX influencers_search_text_trgm_idx ON influencers USING gin (search_text gin_trgm_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX influencers_search_text_trgm_idx`);
  }
}
