import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DIRECTORY_SORT_KEYS } from './1764000300000-directory-search.js';

const COVERING_INCLUDE = `influencer_id, followers, engagement_rate, average_views, us_audience_share,
  audience_female_percent, audience_male_percent, audience_age_13_17, audience_age_18_24,
  audience_age_25_34, audience_age_35_44, audience_age_45_64, audience_age_65_plus`;

/**
 * The directory search answers from an in-memory column index in each API process (modules/search
 * README, "The directory index"), loaded from these tables and kept fresh from them:
 *
 * - `directory_xid` (xid8) on influencers and social_accounts: the transaction that last wrote the
 *   row (the default on insert, a trigger on update). Each search first reads the rows written by
 *   transactions at or after the previous read's snapshot horizon (`pg_snapshot_xmin`), so a
 *   transaction that commits late is never missed. Indexed for that range read.
 * - `directory_removed_accounts`: a deleted account's id and transaction (a trigger), read the same way.
 * - The SQL search's covering sort indexes, trigram indexes and `influencers.search_text` go:
 *   nothing reads them any more (the index folds the texts when it reads them), and building
 *   them was most of a large seed's index time.
 */
export class DirectoryIndex1764000800000 implements MigrationInterface {
  name = 'DirectoryIndex1764000800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const key of DIRECTORY_SORT_KEYS)
      await queryRunner.query(`DROP INDEX social_accounts_directory_${key}_idx`);
    await queryRunner.query(`DROP INDEX social_accounts_handle_fold_trgm_idx`);
    await queryRunner.query(`DROP INDEX influencers_fullname_fold_trgm_idx`);
    await queryRunner.query(`DROP INDEX influencers_search_text_trgm_idx`);
    await queryRunner.query(`ALTER TABLE influencers DROP COLUMN search_text`);
    await queryRunner.query(`
      CREATE FUNCTION tpp_directory_touch() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.directory_xid := pg_current_xact_id();
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION tpp_directory_removed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO directory_removed_accounts (account_id) VALUES (OLD.id);
        RETURN OLD;
      END $$`);
    await queryRunner.query(`
      CREATE TABLE directory_removed_accounts (
        account_id integer NOT NULL,
        directory_xid xid8 NOT NULL DEFAULT pg_current_xact_id())`);
    await queryRunner.query(
      `CREATE INDEX directory_removed_accounts_xid_idx ON directory_removed_accounts (directory_xid)`,
    );
    for (const table of ['influencers', 'social_accounts']) {
      await queryRunner.query(
        `ALTER TABLE ${table} ADD COLUMN directory_xid xid8 NOT NULL DEFAULT pg_current_xact_id()`,
      );
      await queryRunner.query(`CREATE INDEX ${table}_directory_xid_idx ON ${table} (directory_xid)`);
      await queryRunner.query(
        `CREATE TRIGGER ${table}_directory_touch BEFORE UPDATE ON ${table}
           FOR EACH ROW EXECUTE FUNCTION tpp_directory_touch()`,
      );
    }
    await queryRunner.query(
      `CREATE TRIGGER social_accounts_directory_removed AFTER DELETE ON social_accounts
         FOR EACH ROW EXECUTE FUNCTION tpp_directory_removed()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER social_accounts_directory_removed ON social_accounts`);
    for (const table of ['influencers', 'social_accounts']) {
      await queryRunner.query(`DROP TRIGGER ${table}_directory_touch ON ${table}`);
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN directory_xid`);
    }
    await queryRunner.query(`DROP TABLE directory_removed_accounts`);
    await queryRunner.query(`DROP FUNCTION tpp_directory_removed()`);
    await queryRunner.query(`DROP FUNCTION tpp_directory_touch()`);
    await queryRunner.query(`
      ALTER TABLE influencers
        ADD COLUMN search_text text GENERATED ALWAYS AS (tpp_fold(fullname) || chr(10) || tpp_fold(description)) STORED`);
    await queryRunner.query(
      `CREATE INDEX influencers_search_text_trgm_idx ON influencers USING gin (search_text gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX influencers_fullname_fold_trgm_idx ON influencers USING gin (tpp_fold(fullname) gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX social_accounts_handle_fold_trgm_idx ON social_accounts USING gin (tpp_fold(platform_account_name) gin_trgm_ops)`,
    );
    for (const key of DIRECTORY_SORT_KEYS)
      await queryRunner.query(
        `CREATE INDEX social_accounts_directory_${key}_idx ON social_accounts (platform, ${
          key === 'followers' ? 'followers' : `(coalesce(${key}, -1))`
        }, id) INCLUDE (${COVERING_INCLUDE.replace(new RegExp(`\\b${key}, `), '')})`,
      );
  }
}
