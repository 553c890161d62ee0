import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DIRECTORY_SORT_KEYS } from './1764000300000-directory-search.js';

/** The social_accounts columns the directory filters on, carried by every sort index. */
const DIRECTORY_FILTER_COLUMNS = [
  'influencer_id',
  'followers',
  'engagement_rate',
  'average_views',
  'us_audience_share',
  'audience_female_percent',
  'audience_male_percent',
  'audience_age_13_17',
  'audience_age_18_24',
  'audience_age_25_34',
  'audience_age_35_44',
  'audience_age_45_64',
  'audience_age_65_plus',
];

const sortIndex = (key: (typeof DIRECTORY_SORT_KEYS)[number], include: string) =>
  `CREATE INDEX social_accounts_directory_${key}_idx ON social_accounts (platform, ${
    key === 'followers' ? 'followers' : `(coalesce(${key}, -1))`
  }, id)${include}`;

/**
 * The directory search at a million accounts (after 1764000300000):
 *
 * - The (platform, sort key, id) indexes INCLUDE every filtered column of social_accounts: a page's
 *   ids come from an index-only scan that filters inside the index (the table's rows are wide: the
 *   audience JSON), and only the page's rows are read.
 * - `influencers.search_text`: the folded name and description (stored, generated), what keywords
 *   match without folding per row; the trigram index on the folded description goes (keywords walk
 *   a sort index and stop at the page; the index cost a minute of every large seed).
 */
export class DirectoryCoveringIndexes1764000600000 implements MigrationInterface {
  name = 'DirectoryCoveringIndexes1764000600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX influencers_description_fold_trgm_idx`);
    await queryRunner.query(`
      ALTER TABLE influencers
        ADD COLUMN search_text text GENERATED ALWAYS AS (tpp_fold(fullname) || chr(10) || tpp_fold(description)) STORED`);
    for (const key of DIRECTORY_SORT_KEYS) {
      await queryRunner.query(`DROP INDEX social_accounts_directory_${key}_idx`);
      await queryRunner.query(
        sortIndex(
          key,
          ` INCLUDE (${DIRECTORY_FILTER_COLUMNS.filter((column) => column !== key).join(', ')})`,
        ),
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const key of DIRECTORY_SORT_KEYS) {
      await queryRunner.query(`DROP INDEX social_accounts_directory_${key}_idx`);
      await queryRunner.query(sortIndex(key, ''));
    }
    await queryRunner.query(`ALTER TABLE influencers DROP COLUMN search_text`);
    await queryRunner.query(
      `CREATE INDEX influencers_description_fold_trgm_idx ON influencers USING gin (tpp_fold(description) gin_trgm_ops)`,
    );
  }
}
