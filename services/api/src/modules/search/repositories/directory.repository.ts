import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DirectorySort, SocialPlatform, SortOrder } from '@tpp/contracts';
import { DataSource, type EntityManager } from 'typeorm';

/** The audience age bucket columns of social_accounts with the ages (years) each covers. */
export const AUDIENCE_AGE_BUCKETS = [
  { column: 'audience_age_13_17', from: 13, to: 17 },
  { column: 'audience_age_18_24', from: 18, to: 24 },
  { column: 'audience_age_25_34', from: 25, to: 34 },
  { column: 'audience_age_35_44', from: 35, to: 44 },
  { column: 'audience_age_45_64', from: 45, to: 64 },
  { column: 'audience_age_65_plus', from: 65, to: Number.POSITIVE_INFINITY },
] as const;
export type AudienceAgeColumn = (typeof AUDIENCE_AGE_BUCKETS)[number]['column'];

/** A directory query reduced to what filters (the service applies the spec's rules). */
export interface DirectoryFilter {
  teamId: number;
  platform: SocialPlatform;
  followersMin?: number;
  followersMax?: number;
  engagementRateMin?: number;
  engagementRateMax?: number;
  usAudienceShareMin?: number;
  /** The bucket columns summed into the audience age share (present when a range is asked). */
  audienceAgeColumns?: AudienceAgeColumn[];
  minAgeShare?: number;
  averageViewsMin?: number;
  averageViewsMax?: number;
  audienceGender?: { gender: 'male' | 'female'; minShare: number };
  gender?: 'male' | 'female';
  ageMin?: number;
  ageMax?: number;
  /** LIKE patterns (wildcards escaped), each of which must match. */
  keywords: string[];
  namePattern?: string;
  /**
   * Terms already looked up through the trigram indexes (rare ones, see `DirectoryRepository`):
   * the row's creator or the account itself must be among each one's matches.
   */
  matches?: TermMatches[];
  sort: DirectorySort;
  order: SortOrder;
  /** Keyset: the page starts after this row of the sort. */
  after?: { value: number; id: number };
  offset: number;
  /** Rows to read (the page size plus one, to know whether more follow). */
  limit: number;
}

/** What one keyword or name search matches: creators (name, description, own tags) and accounts (handle). */
export interface TermMatches {
  creators: number[];
  accounts: number[];
}

export interface DirectoryRow {
  id: number;
  influencer_id: number;
  platform: string;
  handle: string;
  fullname: string;
  picture_main_url: string;
  gender: string | null;
  age: number | null;
  /** bigint as text. */
  followers: string;
  engagement_rate: number | null;
  average_views: number | null;
  us_audience_share: number | null;
  audience_female_percent: number | null;
  audience_male_percent: number | null;
  audience_age_share: number | null;
  on_roster: boolean;
  tags: string[];
  /** The sort key of the row (the keyset cursor's value; bigint followers as text). */
  sort_value: number | string;
}

/** Escapes LIKE wildcards so a keyword matches literally anywhere in the text. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Whether the row's creator is on the caller's roster: `ti` is the caller's team_influencers row
 * of the creator (LEFT JOIN), and a represented one (a pitched creator, in the team's sheets only,
 * is not on the roster: talent README, "Pitched creators"). The one place that decides it.
 */
const ON_ROSTER = `coalesce(ti.represented, false)`;

/**
 * The sort keys: a whitelist of SQL texts (the only ones that reach ORDER BY), each with its SQL
 * type for the cursor's value. Missing numbers are -1, the same expressions as the
 * (platform, key, id) indexes of the directory migration.
 */
const SORT_KEYS: Record<Exclude<DirectorySort, 'audience_age_share'>, { sql: string; type: string }> = {
  followers: { sql: 'sa.followers', type: 'bigint' },
  engagement_rate: { sql: '(coalesce(sa.engagement_rate, -1))', type: 'real' },
  avg_views: { sql: '(coalesce(sa.average_views, -1))', type: 'integer' },
  us_audience_share: { sql: '(coalesce(sa.us_audience_share, -1))', type: 'real' },
  audience_female_percent: { sql: '(coalesce(sa.audience_female_percent, -1))', type: 'real' },
  audience_male_percent: { sql: '(coalesce(sa.audience_male_percent, -1))', type: 'real' },
};

/** The audience share in the asked age range: the overlapping buckets summed (unknown as 0). */
function ageShareSql(columns: readonly AudienceAgeColumn[]): string {
  if (columns.length === 0) return '(0::real)';
  return `(${columns.map((column) => `coalesce(sa.${column}, 0)`).join(' + ')})`;
}

/**
 * The SQL text and parameters of a directory page (also what the benchmark EXPLAINs). The inner
 * query finds the page's account ids: it filters and sorts on the (platform, key, id) index that
 * INCLUDEs every filtered column (an index-only scan), joining the creator only for the talent's
 * gender, age and keywords; the outer query reads the page's rows.
 */
export function directorySql(filter: DirectoryFilter): { text: string; params: unknown[] } {
  const params: unknown[] = [filter.teamId, filter.platform];
  const conditions = ['sa.platform = $2'];
  const param = (value: unknown, type?: string) => {
    params.push(value);
    return type ? `$${params.length}::${type}` : `$${params.length}`;
  };
  const add = (value: unknown, condition: (placeholder: string) => string) =>
    conditions.push(condition(param(value)));
  let needsCreator = false;

  if (filter.followersMin !== undefined) add(filter.followersMin, (p) => `sa.followers >= ${p}`);
  if (filter.followersMax !== undefined) add(filter.followersMax, (p) => `sa.followers <= ${p}`);
  if (filter.engagementRateMin !== undefined)
    add(filter.engagementRateMin, (p) => `sa.engagement_rate >= ${p}`);
  if (filter.engagementRateMax !== undefined)
    add(filter.engagementRateMax, (p) => `sa.engagement_rate <= ${p}`);
  if (filter.usAudienceShareMin !== undefined)
    add(filter.usAudienceShareMin, (p) => `sa.us_audience_share >= ${p}`);
  if (filter.averageViewsMin !== undefined) add(filter.averageViewsMin, (p) => `sa.average_views >= ${p}`);
  if (filter.averageViewsMax !== undefined) add(filter.averageViewsMax, (p) => `sa.average_views <= ${p}`);
  if (filter.audienceGender) {
    const column =
      filter.audienceGender.gender === 'female' ? 'audience_female_percent' : 'audience_male_percent';
    add(filter.audienceGender.minShare, (p) => `sa.${column} >= ${p}`);
  }
  const ageShare = filter.audienceAgeColumns ? ageShareSql(filter.audienceAgeColumns) : null;
  if (ageShare !== null && filter.minAgeShare !== undefined && filter.minAgeShare > 0)
    add(filter.minAgeShare, (p) => `${ageShare} >= ${p}`);
  if (filter.gender !== undefined || filter.ageMin !== undefined || filter.ageMax !== undefined)
    needsCreator = true;
  if (filter.gender !== undefined) add(filter.gender, (p) => `i.gender = ${p}`);
  if (filter.ageMin !== undefined) add(filter.ageMin, (p) => `i.age >= ${p}`);
  if (filter.ageMax !== undefined) add(filter.ageMax, (p) => `i.age <= ${p}`);
  if (filter.namePattern !== undefined)
    // A semi-join on the trigram indexes of the folded handle and name: rare names stay fast.
    add(
      filter.namePattern,
      (p) => `sa.id IN (
          SELECT handle.id FROM social_accounts handle
           WHERE handle.platform = $2 AND tpp_fold(handle.platform_account_name) LIKE tpp_fold(${p})
          UNION
          SELECT named.id FROM influencers creator JOIN social_accounts named ON named.influencer_id = creator.id
           WHERE named.platform = $2 AND tpp_fold(creator.fullname) LIKE tpp_fold(${p}))`,
    );
  for (const match of filter.matches ?? []) {
    const creators = param(match.creators, 'integer[]');
    conditions.push(
      `(sa.influencer_id = ANY (${creators}) OR sa.id = ANY (${param(match.accounts, 'integer[]')}))`,
    );
  }
  for (const keyword of filter.keywords) {
    // The creator's folded name and description per row (a correlated subquery, so the planner
    // walks the sort index and stops at the page instead of joining every creator); handles
    // through their trigram index and the caller's own tags only (its team_influencers rows),
    // each computed once per keyword. Only for keywords that match many creators (the repository
    // looks rare ones up first), so the walk finds a page's worth of matches soon.
    add(
      keyword,
      (p) => `((SELECT k.search_text FROM influencers k WHERE k.id = sa.influencer_id) LIKE tpp_fold(${p})
          OR sa.id IN (SELECT handle.id FROM social_accounts handle
                        WHERE handle.platform = $2 AND tpp_fold(handle.platform_account_name) LIKE tpp_fold(${p}))
          OR sa.influencer_id = ANY (ARRAY(
            SELECT own.influencer_id FROM team_influencers own
             WHERE own.team_id = $1
               AND EXISTS (SELECT 1 FROM unnest(own.tags) tag WHERE tpp_fold(tag) LIKE tpp_fold(${p})))))`,
    );
  }

  const key =
    filter.sort === 'audience_age_share'
      ? { sql: ageShare ?? '(0::real)', type: 'real' }
      : SORT_KEYS[filter.sort];
  const direction = filter.order === 'asc' ? 'ASC' : 'DESC';
  if (filter.after) {
    const comparison = filter.order === 'asc' ? '>' : '<';
    conditions.push(
      `(${key.sql}, sa.id) ${comparison} (${param(filter.after.value, key.type)}, ${param(filter.after.id, 'integer')})`,
    );
  }
  const limit = param(filter.limit);
  const offset = param(filter.offset);
  return {
    text: `SELECT sa.id, sa.influencer_id, sa.platform, sa.platform_account_name AS handle, i.fullname,
              coalesce(nullif(sa.picture_main_url, ''), i.picture_main_url) AS picture_main_url,
              i.gender, i.age, sa.followers, sa.engagement_rate, sa.average_views, sa.us_audience_share,
              sa.audience_female_percent, sa.audience_male_percent, page.audience_age_share,
              ${ON_ROSTER} AS on_roster, coalesce(ti.tags, '{}') AS tags, page.sort_value
         FROM (SELECT sa.id, ${key.sql} AS sort_value, ${ageShare ?? 'NULL::real'} AS audience_age_share
                 FROM social_accounts sa
                 ${needsCreator ? 'JOIN influencers i ON i.id = sa.influencer_id' : ''}
                WHERE ${conditions.join('\n                  AND ')}
                ORDER BY ${key.sql} ${direction}, sa.id ${direction}
                LIMIT ${limit} OFFSET ${offset}) page
         JOIN social_accounts sa ON sa.id = page.id
         JOIN influencers i ON i.id = sa.influencer_id
         LEFT JOIN team_influencers ti ON ti.team_id = $1 AND ti.influencer_id = sa.influencer_id
        ORDER BY page.sort_value ${direction}, page.id ${direction}`,
    params,
  };
}

/** A search may not hold a connection longer than this (it answers 503 instead). */
export const DIRECTORY_STATEMENT_TIMEOUT_MS = 5000;

/**
 * A keyword or name search that matches at most this many creators or handles is looked up
 * through the trigram indexes first; one that matches more is tested row by row while the page
 * query walks the sort index (dense matches fill a page soon; rare ones would walk the platform).
 */
export const DIRECTORY_CANDIDATE_CAP = 2000;

/** The trigram indexes need three characters; a shorter term is tested row by row. */
const MIN_LOOKUP_LENGTH = 3;

/** The text a LIKE pattern of `containsPattern` looks for. */
const literalOf = (pattern: string) => pattern.slice(1, -1).replace(/\\(.)/g, '$1');

/** The directory: every social account of the platform, public data and the caller's own tags. */
@Injectable()
export class DirectoryRepository {
  /** See DIRECTORY_CANDIDATE_CAP (tests lower it to drive the row-by-row path). */
  candidateCap = DIRECTORY_CANDIDATE_CAP;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  search(filter: DirectoryFilter): Promise<DirectoryRow[]> {
    return this.db.transaction(async (manager) => {
      await manager.query(`SET LOCAL statement_timeout = ${DIRECTORY_STATEMENT_TIMEOUT_MS}`);
      const matches: TermMatches[] = [];
      const keywords: string[] = [];
      for (const keyword of filter.keywords) {
        const found = await this.lookUp(manager, filter, keyword, KEYWORD_LOOKUP, [filter.teamId]);
        if (found) matches.push(found);
        else keywords.push(keyword);
      }
      let namePattern = filter.namePattern;
      if (namePattern !== undefined) {
        const found = await this.lookUp(manager, filter, namePattern, NAME_LOOKUP, []);
        if (found) {
          matches.push(found);
          namePattern = undefined;
        }
      }
      const { text, params } = directorySql({ ...filter, keywords, namePattern, matches });
      return manager.query(text, params) as Promise<DirectoryRow[]>;
    });
  }

  /** A term's matches when it is rare enough to look up, else null. */
  private async lookUp(
    manager: EntityManager,
    filter: DirectoryFilter,
    pattern: string,
    sql: string,
    more: unknown[],
  ): Promise<TermMatches | null> {
    if (literalOf(pattern).length < MIN_LOOKUP_LENGTH) return null;
    const rows = (await manager.query(sql, [pattern, this.candidateCap + 1, filter.platform, ...more])) as {
      creators: number[];
      accounts: number[];
      tagged: number[];
    }[];
    const { creators, accounts, tagged } = rows[0]!;
    if (creators.length > this.candidateCap || accounts.length > this.candidateCap) return null;
    return { creators: [...new Set([...creators, ...tagged])], accounts };
  }
}

/**
 * A keyword's creators (folded name and description), accounts of the platform (folded handle)
 * and the caller's own tagged creators, each list cut one past the cap.
 */
const KEYWORD_LOOKUP = `
  SELECT array(SELECT k.id FROM influencers k WHERE k.search_text LIKE tpp_fold($1) LIMIT $2) AS creators,
         array(SELECT h.id FROM social_accounts h
                WHERE h.platform = $3 AND tpp_fold(h.platform_account_name) LIKE tpp_fold($1) LIMIT $2) AS accounts,
         array(SELECT own.influencer_id FROM team_influencers own
                WHERE own.team_id = $4
                  AND EXISTS (SELECT 1 FROM unnest(own.tags) tag WHERE tpp_fold(tag) LIKE tpp_fold($1))) AS tagged`;

/** A name search's creators (folded name) and accounts of the platform (folded handle). */
const NAME_LOOKUP = `
  SELECT array(SELECT n.id FROM influencers n WHERE tpp_fold(n.fullname) LIKE tpp_fold($1) LIMIT $2) AS creators,
         array(SELECT h.id FROM social_accounts h
                WHERE h.platform = $3 AND tpp_fold(h.platform_account_name) LIKE tpp_fold($1) LIMIT $2) AS accounts,
         '{}'::integer[] AS tagged`;
