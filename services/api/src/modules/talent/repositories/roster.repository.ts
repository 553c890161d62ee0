import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RosterInfluencer, RosterSort, SocialPlatform, SortOrder } from '@tpp/contracts';
import { DataSource } from 'typeorm';
import { returning, type Queryable } from '../../../infrastructure/database/queryable.js';
import { averageViewsSql, totalReachSql } from '../figures/figures.js';

/** A roster list query, already reduced to what filters (the service applies the spec's rules). */
export interface RosterListFilter {
  influencerIds?: number[];
  /** Also the team's pitched creators (`represented = false`): the sheets' readers by id, never the roster table. */
  includePitched?: boolean;
  /** Matched literally, case-insensitively, in the creator's name or the team's display name. */
  name?: string;
  tag?: string;
  followersMin?: number;
  followersMax?: number;
  engagementRateMin?: number;
  usAudienceShareMin?: number;
  avgViewsMin?: number;
  platform?: SocialPlatform;
  gender?: 'male' | 'female';
  sort?: RosterSort;
  order?: SortOrder;
  limit: number;
  offset: number;
}

/**
 * One row per creator of the page, each carrying the totals of every matching creator; a page
 * past the end is one row of totals with a null id.
 */
export interface RosterRow extends Pick<
  RosterInfluencer,
  'fullname' | 'tagline' | 'picture_main_url' | 'tags' | 'display_tags' | 'city' | 'state'
> {
  id: number | null;
  primary_social_id: number | null;
  /** The team's custom description and the creator's own (the first 2,000 characters of each). */
  custom_description: string | null;
  description: string | null;
  /**
   * [id, platform, followers as text, handle, engagement rate, avg_views, US audience share,
   * avg_reels_plays], primary first (the figures module turns the views columns into average views).
   */
  socials:
    [number, string, string, string, number | null, number | null, number | null, number | null][] | null;
  total: number;
  /** Followers summed over every account of the matching creators (bigint as text). */
  reach: string;
}

export interface TagRow {
  tag: string;
  /** Roster creators with this tag, in roster order. */
  ids: number[];
}

/** Escapes LIKE wildcards so a name filter matches literally. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The sortable columns (a whitelist: only these SQL texts ever reach ORDER BY) over the `filtered`
 * rows (alias ti), with the order a column starts in when none is asked for.
 */
const SORT_COLUMNS: Record<Exclude<RosterSort, 'none'>, { sql: string; defaultOrder: SortOrder }> = {
  name: {
    sql: `lower(coalesce(nullif(btrim(ti.custom_display_name), ''), ti.creator_name))`,
    defaultOrder: 'asc',
  },
  followers: { sql: 'ti.primary_followers', defaultOrder: 'desc' },
  engagement_rate: { sql: 'ti.primary_engagement_rate', defaultOrder: 'desc' },
  total_reach: { sql: 'ti.total_reach', defaultOrder: 'desc' },
  average_views: { sql: 'ti.primary_average_views', defaultOrder: 'desc' },
};

/** ORDER BY of the roster list; missing numbers last in both directions, ties broken by id. */
function rosterOrder(filter: RosterListFilter): string {
  if (!filter.sort || filter.sort === 'none') return 'ti.position, ti.added_at, ti.influencer_id';
  const column = SORT_COLUMNS[filter.sort];
  const direction = (filter.order ?? column.defaultOrder) === 'asc' ? 'ASC' : 'DESC';
  return `${column.sql} ${direction} NULLS LAST, ti.influencer_id`;
}

/**
 * The team's roster list, its tags, and the team's creators: a `team_influencers` row is a roster
 * creator (`represented`) or a pitched one (`represented = false`: a directory creator the team put
 * on a sheet). Roster listings read only represented rows; the sheets read both.
 */
@Injectable()
export class RosterRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Whether the creator is the team's: on its roster or pitched in its sheets. */
  async isTeamCreator(teamId: number, influencerId: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM team_influencers WHERE team_id = $1 AND influencer_id = $2`,
      [teamId, influencerId],
    );
    return rows.length > 0;
  }

  /**
   * Makes these creators the team's: those not yet on its roster become pitched creators (a new,
   * empty row: no customisation of any other team is copied). Answers the ids that exist.
   */
  async pitch(teamId: number, influencerIds: number[], db: Queryable = this.db): Promise<number[]> {
    const rows: { id: number }[] = await db.query(
      `WITH wanted AS (SELECT id FROM influencers WHERE id = ANY($2::int[])),
            pitched AS (
              INSERT INTO team_influencers (team_id, influencer_id, represented)
              SELECT $1, id, false FROM wanted ORDER BY id
              ON CONFLICT (team_id, influencer_id) DO NOTHING)
       SELECT id FROM wanted`,
      [teamId, influencerIds],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Puts a pitched creator on the team's roster (the one place that sets `represented`; Add Talent
   * calls it): last in roster order, added now, and the team becomes the creator's public link team
   * when they had none. False when the creator is not a pitched creator of the team. The caller
   * invalidates the team's PublicRosterCache.
   */
  async represent(teamId: number, influencerId: number, db: Queryable = this.db): Promise<boolean> {
    const rows = returning<{ influencer_id: number }>(
      await db.query(
        `UPDATE team_influencers SET represented = true, added_at = now(), updated_at = now(),
                position = (SELECT coalesce(max(position) + 1, 0) FROM team_influencers
                             WHERE team_id = $1 AND represented)
          WHERE team_id = $1 AND influencer_id = $2 AND NOT represented RETURNING influencer_id`,
        [teamId, influencerId],
      ),
    );
    if (!rows.length) return false;
    await db.query(
      `UPDATE influencers SET primary_team_id = $1, updated_at = now() WHERE id = $2 AND primary_team_id IS NULL`,
      [teamId, influencerId],
    );
    return true;
  }

  list(teamId: number, filter: RosterListFilter): Promise<RosterRow[]> {
    const conditions = filter.includePitched ? ['ti.team_id = $1'] : ['ti.team_id = $1', 'ti.represented'];
    const params: unknown[] = [teamId];
    const add = (value: unknown, condition: (placeholder: string) => string) => {
      params.push(value);
      conditions.push(condition(`$${params.length}`));
    };
    if (filter.influencerIds) add(filter.influencerIds, (p) => `ti.influencer_id = ANY(${p}::int[])`);
    if (filter.name !== undefined)
      add(
        likePattern(filter.name),
        (p) => `(lower(i.fullname) LIKE ${p} OR lower(coalesce(ti.custom_display_name, '')) LIKE ${p})`,
      );
    if (filter.tag !== undefined)
      add(filter.tag, (p) => `EXISTS (SELECT 1 FROM unnest(ti.tags) t WHERE lower(t) = lower(${p}))`);
    if (filter.followersMin !== undefined) add(filter.followersMin, (p) => `p.followers >= ${p}`);
    if (filter.followersMax !== undefined) add(filter.followersMax, (p) => `p.followers <= ${p}`);
    if (filter.engagementRateMin !== undefined)
      add(filter.engagementRateMin, (p) => `p.engagement_rate >= ${p}`);
    if (filter.usAudienceShareMin !== undefined)
      add(filter.usAudienceShareMin, (p) => `p.us_audience_share >= ${p}`);
    if (filter.avgViewsMin !== undefined) add(filter.avgViewsMin, (p) => `${averageViewsSql('p')} >= ${p}`);
    if (filter.platform !== undefined) add(filter.platform, (p) => `p.platform = ${p}`);
    if (filter.gender !== undefined) add(filter.gender, (p) => `i.gender = ${p}`);
    const order = rosterOrder(filter);
    params.push(filter.limit, filter.offset);
    return this.db.query(
      `WITH filtered AS (
         SELECT ti.*, i.fullname AS creator_name, i.picture_main_url AS creator_picture, i.city AS creator_city,
                i.state AS creator_state, i.primary_social_id, left(i.description, 2000) AS creator_description,
                coalesce(p.followers, 0) AS primary_followers, p.engagement_rate AS primary_engagement_rate,
                ${averageViewsSql('p')} AS primary_average_views, ${totalReachSql('i.id')} AS total_reach
           FROM team_influencers ti JOIN influencers i ON i.id = ti.influencer_id
           LEFT JOIN LATERAL (
             SELECT s.platform, s.followers, s.engagement_rate, s.us_audience_share, s.avg_views, s.avg_reels_plays
               FROM social_accounts s WHERE s.influencer_id = i.id
              ORDER BY (s.id = i.primary_social_id) DESC, s.followers DESC, s.id LIMIT 1) p ON true
          WHERE ${conditions.join(' AND ')}
       ), totals AS (
         SELECT count(*)::int AS total,
                coalesce((SELECT sum(s.followers) FROM social_accounts s
                           WHERE s.influencer_id IN (SELECT influencer_id FROM filtered)), 0)::text AS reach
           FROM filtered
       )
       SELECT i.influencer_id AS id, coalesce(nullif(btrim(i.custom_display_name), ''), i.creator_name) AS fullname,
              i.tagline, coalesce(i.custom_picture_url, i.creator_picture) AS picture_main_url, i.tags, i.display_tags,
              coalesce(i.city, i.creator_city) AS city, coalesce(i.state, i.creator_state) AS state, i.primary_social_id,
              left(i.custom_description, 2000) AS custom_description, i.creator_description AS description,
              (SELECT json_agg(json_build_array(s.id, s.platform, s.followers::text, s.platform_account_name,
                                                s.engagement_rate, s.avg_views, s.us_audience_share,
                                                s.avg_reels_plays)
                               ORDER BY (s.id = i.primary_social_id) DESC, s.followers DESC, s.id)
                 FROM social_accounts s WHERE s.influencer_id = i.influencer_id) AS socials,
              totals.total, totals.reach
         FROM totals LEFT JOIN LATERAL (
           SELECT ti.*, row_number() OVER (ORDER BY ${order}) AS rank FROM filtered ti ORDER BY ${order}
            LIMIT $${params.length - 1} OFFSET $${params.length}) i ON true
        ORDER BY i.rank`,
      params,
    );
  }

  /** Every tag of the team's roster with its creators, ordered by tag case-insensitively. */
  tags(teamId: number): Promise<TagRow[]> {
    return this.db.query(
      `SELECT t.tag, array_agg(ti.influencer_id ORDER BY ti.position, ti.added_at, ti.influencer_id) AS ids
         FROM team_influencers ti CROSS JOIN LATERAL unnest(ti.tags) AS t(tag)
        WHERE ti.team_id = $1 AND ti.represented GROUP BY t.tag ORDER BY lower(t.tag), t.tag`,
      [teamId],
    );
  }
}
