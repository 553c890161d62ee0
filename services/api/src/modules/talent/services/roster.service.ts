import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  SOCIAL_PLATFORMS,
  type RosterInfluencer,
  type RosterQuery,
  type RosterResponse,
  type SocialPlatform,
  type TeamTagsResponse,
} from '@tpp/contracts';
import { DataSource } from 'typeorm';
import { MASTER_TAGS } from '../../talent-data/catalog/index.js';
import { isCustomTag } from './profile.service.js';
import { influencerNotFound } from './talent-errors.js';

/** The name filter applies only above this many characters (spec: /influencers). */
export const MIN_NAME_FILTER_LENGTH = 3;

interface RosterRow {
  id: number;
  fullname: string;
  tagline: string | null;
  picture_main_url: string;
  tags: string[];
  display_tags: string[];
  city: string | null;
  state: string | null;
  primary_social_id: number | null;
  socials: [number, string, string, string, number | null][] | null;
  total: number;
  reach: string;
}

const IS_SHOWN_PLATFORM = new Set<string>(SOCIAL_PLATFORMS);

/** Escapes LIKE wildcards so a name filter matches literally. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A roster query; the API's page sizes are checked by the DTO, readers by id ask for any number. */
type RosterFilter = Omit<RosterQuery, 'limit'> & { limit?: number };

/** ORDER BY of the roster list over the `filtered` rows (alias ti); ties broken by id. */
function rosterOrder(query: RosterFilter): string {
  if (query.sort === 'name') {
    const direction = query.order === 'desc' ? 'DESC' : 'ASC';
    return `lower(coalesce(nullif(btrim(ti.custom_display_name), ''), ti.creator_name)) ${direction}, ti.influencer_id`;
  }
  if (query.sort === 'followers') {
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    return `ti.primary_followers ${direction}, ti.influencer_id`;
  }
  return 'ti.position, ti.added_at, ti.influencer_id';
}

/** The team's roster list and its tags. */
@Injectable()
export class RosterService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** 404, exactly like a missing creator, unless the creator is on the team's roster. */
  async requireOnRoster(teamId: number, influencerId: number): Promise<void> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM team_influencers WHERE team_id = $1 AND influencer_id = $2`,
      [teamId, influencerId],
    );
    if (!rows.length) throw influencerNotFound();
  }

  /** Roster rows of these creators (those on the team's roster) by id, and their total reach. */
  async byIds(
    teamId: number,
    ids: readonly number[],
  ): Promise<{ rows: Map<number, RosterInfluencer>; reach: number }> {
    if (!ids.length) return { rows: new Map(), reach: 0 };
    const { influencers, reach } = await this.list(teamId, {
      influencer_ids: ids.join(','),
      limit: ids.length,
    });
    return { rows: new Map(influencers.map((influencer) => [influencer.id, influencer])), reach };
  }

  async list(teamId: number, query: RosterFilter): Promise<RosterResponse> {
    const limit = query.limit ?? 25;
    const page = query.page ?? 1;
    const conditions = ['ti.team_id = $1'];
    const params: unknown[] = [teamId];
    if (query.influencer_ids) {
      params.push(query.influencer_ids.split(',').map(Number));
      conditions.push(`ti.influencer_id = ANY($${params.length}::int[])`);
    }
    const name = query.name?.trim() ?? '';
    if (name.length >= MIN_NAME_FILTER_LENGTH) {
      params.push(likePattern(name));
      conditions.push(
        `(lower(i.fullname) LIKE $${params.length} OR lower(coalesce(ti.custom_display_name, '')) LIKE $${params.length})`,
      );
    }
    if (query.tag) {
      params.push(query.tag.trim());
      conditions.push(`EXISTS (SELECT 1 FROM unnest(ti.tags) t WHERE lower(t) = lower($${params.length}))`);
    }
    const numberFilters: [number | undefined, string][] = [
      [query.followers_min, 'p.followers >='],
      [query.followers_max, 'p.followers <='],
      [query.engagement_rate_min, 'p.engagement_rate >='],
      [query.us_audience_share_min, 'p.us_audience_share >='],
    ];
    for (const [value, condition] of numberFilters) {
      if (value === undefined) continue;
      params.push(value);
      conditions.push(`${condition} $${params.length}`);
    }
    if (query.platform) {
      params.push(query.platform);
      conditions.push(`p.platform = $${params.length}`);
    }
    if (query.gender) {
      params.push(query.gender);
      conditions.push(`i.gender = $${params.length}`);
    }
    const order = rosterOrder(query);
    params.push(limit, (page - 1) * limit);
    const rows: RosterRow[] = await this.db.query(
      `WITH filtered AS (
         SELECT ti.*, i.fullname AS creator_name, i.picture_main_url AS creator_picture, i.city AS creator_city,
                i.state AS creator_state, i.primary_social_id, coalesce(p.followers, 0) AS primary_followers
           FROM team_influencers ti JOIN influencers i ON i.id = ti.influencer_id
           LEFT JOIN LATERAL (
             SELECT s.platform, s.followers, s.engagement_rate, s.us_audience_share
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
              (SELECT json_agg(json_build_array(s.id, s.platform, s.followers::text, s.platform_account_name, s.engagement_rate)
                               ORDER BY (s.id = i.primary_social_id) DESC, s.followers DESC, s.id)
                 FROM social_accounts s WHERE s.influencer_id = i.influencer_id) AS socials,
              totals.total, totals.reach
         FROM totals LEFT JOIN LATERAL (
           SELECT ti.*, row_number() OVER (ORDER BY ${order}) AS rank FROM filtered ti ORDER BY ${order}
            LIMIT $${params.length - 1} OFFSET $${params.length}) i ON true
        ORDER BY i.rank`,
      params,
    );
    const first = rows[0];
    const influencers = rows
      .filter((row) => row.id !== null)
      .map((row): RosterInfluencer => {
        const accounts = row.socials ?? [];
        const primary = accounts[0];
        return {
          id: row.id,
          fullname: row.fullname,
          tagline: row.tagline,
          picture_main_url: row.picture_main_url,
          tags: row.tags,
          display_tags: row.display_tags,
          city: row.city,
          state: row.state,
          primary_account_id: primary?.[0] ?? null,
          primary_platform:
            primary && IS_SHOWN_PLATFORM.has(primary[1]) ? (primary[1] as SocialPlatform) : null,
          primary_handle: primary?.[3] ?? null,
          primary_followers: primary ? Number(primary[2]) : 0,
          primary_engagement_rate: primary?.[4] ?? null,
          socials: accounts
            .filter(([, platform]) => IS_SHOWN_PLATFORM.has(platform))
            .map(([id, platform, followers, handle]) => ({
              id,
              platform: platform as SocialPlatform,
              followers: Number(followers),
              handle,
            })),
        };
      });
    return { influencers, total_influencers: first?.total ?? 0, reach: Number(first?.reach ?? 0) };
  }

  async tags(teamId: number): Promise<TeamTagsResponse> {
    const rows: { tag: string; ids: number[] }[] = await this.db.query(
      `SELECT t.tag, array_agg(ti.influencer_id ORDER BY ti.position, ti.added_at, ti.influencer_id) AS ids
         FROM team_influencers ti CROSS JOIN LATERAL unnest(ti.tags) AS t(tag)
        WHERE ti.team_id = $1 GROUP BY t.tag ORDER BY lower(t.tag), t.tag`,
      [teamId],
    );
    const customTags = rows.map((row) => row.tag).filter(isCustomTag);
    return {
      tags: [...MASTER_TAGS, ...customTags],
      master_tags: [...MASTER_TAGS],
      used_tags: rows.map((row) => row.tag),
      tagged_influencers: Object.fromEntries(rows.map((row) => [row.tag, row.ids])),
    };
  }
}
