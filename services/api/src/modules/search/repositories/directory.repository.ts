import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SocialPlatform } from '@tpp/contracts';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { DataSource } from 'typeorm';
import { averageViewsSql, totalReachSql } from '../../talent/figures/figures.js';
import { AUDIENCE_AGE_BUCKETS, type AccountRecord, type CreatorRecord } from '../engine/directory-index.js';

/** One account of a page as the API answers it (public data and the caller's own tags). */
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
  /** The creator's total reach (bigint as text). */
  total_reach: string;
  engagement_rate: number | null;
  average_views: number | null;
  us_audience_share: number | null;
  audience_female_percent: number | null;
  audience_male_percent: number | null;
  on_roster: boolean;
  tags: string[];
}

/** A keyword or name as the index compares it: folded, with the caller's creators whose own tags contain it. */
export interface FoldedTerm {
  folded: string;
  tagged: number[];
}

/** What changed since a horizon (see `DirectoryRepository.changesSince`). */
export interface DirectoryChanges {
  horizon: string;
  creators: CreatorRecord[];
  accounts: AccountRecord[];
  removed: number[];
  /** More changed than one read carries: load the whole directory again. */
  overflow: boolean;
}

/**
 * Whether the row's creator is on the caller's roster: `ti` is the caller's team_influencers row
 * of the creator (LEFT JOIN), and a represented one (a pitched creator, in the team's sheets only,
 * is not on the roster: talent README, "Pitched creators"). The one place that decides it.
 */
const ON_ROSTER = `coalesce(ti.represented, false)`;

/** The creator as the index keeps it: the folded name, a line break, the folded description. */
const CREATOR_COLUMNS = `i.id, tpp_fold(i.fullname) || chr(10) || coalesce(tpp_fold(i.description), '') AS text,
  i.gender, i.age`;
const ACCOUNT_COLUMNS = `sa.id, sa.influencer_id, sa.platform, tpp_fold(sa.platform_account_name) AS handle,
  sa.followers::float8 AS followers, sa.engagement_rate, ${averageViewsSql('sa')} AS average_views, sa.us_audience_share,
  sa.audience_female_percent, sa.audience_male_percent,
  ${AUDIENCE_AGE_BUCKETS.map((bucket) => `sa.${bucket.column}`).join(', ')}`;

/** The most changes one catch-up reads (more: the index is loaded again). */
export const DIRECTORY_CHANGES_CAP = 5_000;

/** The snapshot horizon: every transaction below it has ended (committed ones are visible). */
const HORIZON = `pg_snapshot_xmin(pg_current_snapshot())::text`;

interface AccountColumns {
  id: number;
  influencer_id: number;
  platform: SocialPlatform;
  handle: string | null;
  followers: number;
  engagement_rate: number | null;
  average_views: number | null;
  us_audience_share: number | null;
  audience_female_percent: number | null;
  audience_male_percent: number | null;
  [bucket: string]: unknown;
}

const toAccount = (row: AccountColumns): AccountRecord => ({
  id: row.id,
  influencerId: row.influencer_id,
  platform: row.platform,
  handle: row.handle ?? '',
  followers: row.followers,
  engagementRate: row.engagement_rate,
  averageViews: row.average_views,
  usAudienceShare: row.us_audience_share,
  audienceFemalePercent: row.audience_female_percent,
  audienceMalePercent: row.audience_male_percent,
  ages: AUDIENCE_AGE_BUCKETS.map((bucket) => row[bucket.column] as number | null),
});

const toCreator = (row: { id: number; text: string | null; gender: string | null; age: number | null }) => ({
  id: row.id,
  text: row.text ?? '',
  gender: row.gender,
  age: row.age,
});

const numberOrNull = (field: string | null | undefined) =>
  field === null || field === undefined ? null : Number(field);

/** COPY's text format escapes: a backslash and a letter, or up to three octal digits. */
const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
const unescapeCopy = (field: string) =>
  field.includes('\\')
    ? field.replace(/\\([0-7]{1,3}|.)/g, (_, code: string) =>
        /^[0-7]+$/.test(code) ? String.fromCharCode(parseInt(code, 8)) : (ESCAPES[code] ?? code),
      )
    : field;

/** Streams a query's rows through COPY (text format): each row's fields, null for NULL, to `each`. */
async function copyRows(
  client: pg.PoolClient,
  select: string,
  each: (fields: (string | null)[]) => void,
): Promise<void> {
  const stream = client.query(copyTo(`COPY (${select}) TO STDOUT`));
  const decoder = new TextDecoder();
  let rest = '';
  const lines = (text: string) => {
    const all = (rest + text).split('\n');
    rest = all.pop()!;
    for (const line of all)
      each(line.split('\t').map((field) => (field === '\\N' ? null : unescapeCopy(field))));
  };
  for await (const chunk of stream as AsyncIterable<Buffer>) lines(decoder.decode(chunk, { stream: true }));
  lines(decoder.decode());
}

/** The directory's reads: what the in-memory index is built from, and the rows of a page. */
@Injectable()
export class DirectoryRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Every creator and account from one snapshot (COPY, parsed as it streams: a million accounts
   * read in seconds); answers that snapshot's horizon, from which `changesSince` reads on.
   */
  async load(
    onCreator: (row: CreatorRecord) => void,
    onAccount: (row: AccountRecord) => void,
  ): Promise<string> {
    const runner = this.db.createQueryRunner();
    const client = (await runner.connect()) as pg.PoolClient;
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { rows } = await client.query<{ horizon: string }>(`SELECT ${HORIZON} AS horizon`);
      await copyRows(client, `SELECT ${CREATOR_COLUMNS} FROM influencers i`, (fields) =>
        onCreator({
          id: Number(fields[0]),
          text: fields[1] ?? '',
          gender: fields[2] ?? null,
          age: numberOrNull(fields[3]),
        }),
      );
      await copyRows(client, `SELECT ${ACCOUNT_COLUMNS} FROM social_accounts sa`, (fields) =>
        onAccount({
          id: Number(fields[0]),
          influencerId: Number(fields[1]),
          platform: fields[2] as SocialPlatform,
          handle: fields[3] ?? '',
          followers: Number(fields[4]),
          engagementRate: numberOrNull(fields[5]),
          averageViews: numberOrNull(fields[6]),
          usAudienceShare: numberOrNull(fields[7]),
          audienceFemalePercent: numberOrNull(fields[8]),
          audienceMalePercent: numberOrNull(fields[9]),
          ages: AUDIENCE_AGE_BUCKETS.map((_, bucket) => numberOrNull(fields[10 + bucket])),
        }),
      );
      await client.query('COMMIT');
      return rows[0]!.horizon;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  /**
   * The creators and accounts written, and the accounts deleted, by transactions at or after
   * `horizon` (some already seen: applying them again changes nothing), with the new horizon;
   * one statement, so one snapshot.
   */
  async changesSince(horizon: string): Promise<DirectoryChanges> {
    const cap = DIRECTORY_CHANGES_CAP + 1;
    const [row] = (await this.db.query(
      `SELECT ${HORIZON} AS horizon,
              (SELECT coalesce(json_agg(c), '[]') FROM (
                 SELECT ${CREATOR_COLUMNS} FROM influencers i WHERE i.directory_xid >= $1::xid8 LIMIT ${cap}) c) AS creators,
              (SELECT coalesce(json_agg(a), '[]') FROM (
                 SELECT ${ACCOUNT_COLUMNS} FROM social_accounts sa WHERE sa.directory_xid >= $1::xid8 LIMIT ${cap}) a) AS accounts,
              array(SELECT r.account_id FROM directory_removed_accounts r
                     WHERE r.directory_xid >= $1::xid8 LIMIT ${cap}) AS removed`,
      [horizon],
    )) as [
      {
        horizon: string;
        creators: Parameters<typeof toCreator>[0][];
        accounts: AccountColumns[];
        removed: number[];
      },
    ];
    return {
      horizon: row.horizon,
      creators: row.creators.map(toCreator),
      // json_agg leaves the audience's numbers as JSON numbers (float4 shortest form, like pg's text).
      accounts: row.accounts.map(toAccount),
      removed: row.removed,
      overflow: [row.creators, row.accounts, row.removed].some((list) => list.length >= cap),
    };
  }

  /**
   * Each term folded as the index's texts are (`tpp_fold`), with the caller's creators one of
   * whose tags contains it (the caller's own tags only).
   */
  async foldTerms(teamId: number, terms: string[]): Promise<FoldedTerm[]> {
    if (terms.length === 0) return [];
    return (await this.db.query(
      `SELECT tpp_fold(term.text) AS folded,
              array(SELECT own.influencer_id FROM team_influencers own
                     WHERE own.team_id = $1
                       AND EXISTS (SELECT 1 FROM unnest(own.tags) tag
                                    WHERE strpos(tpp_fold(tag), tpp_fold(term.text)) > 0)) AS tagged
         FROM unnest($2::text[]) WITH ORDINALITY AS term(text, position)
        ORDER BY term.position`,
      [teamId, terms],
    )) as FoldedTerm[];
  }

  /** The accounts of a page, in the given order (an account deleted meanwhile is left out). */
  async page(teamId: number, ids: number[]): Promise<DirectoryRow[]> {
    if (ids.length === 0) return [];
    return (await this.db.query(
      `SELECT sa.id, sa.influencer_id, sa.platform, sa.platform_account_name AS handle, i.fullname,
              coalesce(nullif(sa.picture_main_url, ''), i.picture_main_url) AS picture_main_url,
              i.gender, i.age, sa.followers, ${totalReachSql('sa.influencer_id')}::text AS total_reach,
              sa.engagement_rate, ${averageViewsSql('sa')} AS average_views, sa.us_audience_share,
              sa.audience_female_percent, sa.audience_male_percent,
              ${ON_ROSTER} AS on_roster, coalesce(ti.tags, '{}') AS tags
         FROM unnest($2::integer[]) WITH ORDINALITY AS page(id, position)
         JOIN social_accounts sa ON sa.id = page.id
         JOIN influencers i ON i.id = sa.influencer_id
         LEFT JOIN team_influencers ti ON ti.team_id = $1 AND ti.influencer_id = sa.influencer_id
        ORDER BY page.position`,
      [teamId, ids],
    )) as DirectoryRow[];
  }
}
