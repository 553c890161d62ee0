import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The sortable directory columns: each gets a (platform, key, id) index for keyset pages. */
export const DIRECTORY_SORT_KEYS = [
  'followers',
  'engagement_rate',
  'average_views',
  'us_audience_share',
  'audience_female_percent',
  'audience_male_percent',
] as const;

/**
 * The directory search.
 *
 * - `tpp_fold(text)`: lower case without accents (unaccent with its default dictionary, wrapped
 *   as IMMUTABLE so indexes and generated columns can use it). Keyword and name matching compare
 *   folded texts.
 * - `social_accounts.audience_age_65_plus`: the spec's 65- bucket, 100 minus the other buckets
 *   (stored, generated; null when no bucket is known).
 * - `social_accounts.average_views`: what the average views chooser filters and sorts on, the
 *   reels plays of an Instagram account and the average views of the other platforms.
 * - Sort keys: the sorted columns with null as -1 (every value is zero or more), so a missing
 *   number sorts last descending and first ascending, and a keyset cursor is never null. One
 *   (platform, key, id) index per sort serves both orders (scanned backwards for ascending).
 * - Trigram GIN indexes on the folded name, description and handle for keyword searches.
 */
export class DirectorySearch1764000300000 implements MigrationInterface {
  name = 'DirectorySearch1764000300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await queryRunner.query(`
      CREATE FUNCTION tpp_fold(text) RETURNS text
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$`);
    await queryRunner.query(`
      ALTER TABLE social_accounts
        ADD COLUMN audience_age_65_plus real GENERATED ALWAYS AS (
          CASE WHEN num_nonnulls(audience_age_13_17, audience_age_18_24, audience_age_25_34,
                                 audience_age_35_44, audience_age_45_64) = 0 THEN NULL
               ELSE greatest(0, round((100 - coalesce(audience_age_13_17, 0) - coalesce(audience_age_18_24, 0)
                 - coalesce(audience_age_25_34, 0) - coalesce(audience_age_35_44, 0)
                 - coalesce(audience_age_45_64, 0))::numeric, 2))::real
          END) STORED,
        ADD COLUMN average_views integer GENERATED ALWAYS AS (coalesce(avg_reels_plays, avg_views)) STORED`);
    for (const key of DIRECTORY_SORT_KEYS) {
      const expression = key === 'followers' ? 'followers' : `(coalesce(${key}, -1))`;
      await queryRunner.query(
        `CREATE INDEX social_accounts_directory_${key}_idx ON social_accounts (platform, ${expression}, id)`,
      );
    }
    await queryRunner.query(
      `CREATE INDEX social_accounts_handle_fold_trgm_idx ON social_accounts USING gin (tpp_fold(platform_account_name) gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX influencers_fullname_fold_trgm_idx ON influencers USING gin (tpp_fold(fullname) gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX influencers_description_fold_trgm_idx ON influencers USING gin (tpp_fold(description) gin_trgm_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX influencers_description_fold_trgm_idx`);
    await queryRunner.query(`DROP INDEX influencers_fullname_fold_trgm_idx`);
    await queryRunner.query(`DROP INDEX social_accounts_handle_fold_trgm_idx`);
    for (const key of DIRECTORY_SORT_KEYS)
      await queryRunner.query(`DROP INDEX social_accounts_directory_${key}_idx`);
    await queryRunner.query(
      `ALTER TABLE social_accounts DROP COLUMN average_views, DROP COLUMN audience_age_65_plus`,
    );
    await queryRunner.query(`DROP FUNCTION tpp_fold(text)`);
  }
}
